import { HttpError } from './http-error';

/**
 * PostgreSQL error classes that only input can cause: 22 (data exception: NUL in text, integer
 * out of range, impossible date, bad encoding) and 54000 (an index row too large for its value).
 * The contract refuses such input first; this is the net for any path it missed, so a value the
 * database cannot hold answers 400, never 500.
 */
function sqlState(error: unknown): string | null {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

export function databaseInputError(error: unknown): HttpError | null {
  const state = sqlState(error);
  if (!state) return null;
  if (state.startsWith('22')) return new HttpError(400, 'A value in the request cannot be stored (invalid character, number or date)');
  if (state === '54000') return new HttpError(400, 'A value in the request is too long');
  return null;
}
