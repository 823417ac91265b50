import { badRequest } from '../lib/http-error';

/** A real calendar date that is a Monday (weeks start on Monday). */
export function requireMonday(text: string): string {
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) throw badRequest('week_start_date: not a valid date');
  if (date.getUTCDay() !== 1) throw badRequest('week_start_date must be a Monday');
  return text;
}
