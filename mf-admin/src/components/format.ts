import { ApiError } from 'shared-api/core';

const joinedFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** "Joined Nov 21, 2026" from the ISO date-time the server sends. */
export function joinedText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Joined' : `Joined ${joinedFormat.format(date)}`;
}

export function statusOf(error: Error): number {
  return error instanceof ApiError ? error.status : 0;
}
