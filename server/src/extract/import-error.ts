/** What the user hears about a page the readers could not get through (malformed, or too slow to read). */
export const PAGE_UNREADABLE = 'This page could not be read.';

/**
 * A failure the user can act on; the route layer answers `{ detail: message }` with `statusCode`.
 * A link whose site cannot be reached or fails is the link's trouble, not the server's: a 4xx like
 * any other link that cannot be imported, never a 5xx.
 */
export class ImportError extends Error {
  readonly statusCode: 400 | 422 | 429;
  /** Another try may mend it: the site could not be reached, was too slow or failed itself (5xx). */
  readonly passing: boolean;

  constructor(message: string, statusCode: ImportError['statusCode'] = 400, options?: { cause?: unknown; passing?: boolean }) {
    super(message, options);
    this.name = 'ImportError';
    this.statusCode = statusCode;
    this.passing = options?.passing ?? false;
  }
}
