/** A failure the user can act on; the route layer answers `{ detail: message }` with `statusCode`. */
export class ImportError extends Error {
  readonly statusCode: 400 | 422 | 502;

  constructor(message: string, statusCode: 400 | 422 | 502 = 400, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImportError';
    this.statusCode = statusCode;
  }
}
