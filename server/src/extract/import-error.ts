/** What the user hears about a page the readers could not get through (malformed, or too slow to read). */
export const PAGE_UNREADABLE = 'This page could not be read.';

/** A failure the user can act on; the route layer answers `{ detail: message }` with `statusCode`. */
export class ImportError extends Error {
  readonly statusCode: 400 | 422 | 429 | 502;
  /** The HTTP status the other site answered with, when it answered but not with the resource. */
  readonly upstreamStatus?: number;

  constructor(message: string, statusCode: ImportError['statusCode'] = 400, options?: { cause?: unknown; upstreamStatus?: number }) {
    super(message, options);
    this.name = 'ImportError';
    this.statusCode = statusCode;
    this.upstreamStatus = options?.upstreamStatus;
  }
}
