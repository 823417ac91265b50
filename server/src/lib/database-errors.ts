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

/**
 * Conflicts with another request running at the same time (PostgreSQL runs them in parallel, PGlite
 * one by one): a row it refers to was just deleted (23503: a recipe removed while it is favorited,
 * an account deleted while its last calls run), a row of the same key was just written (23505), or
 * the database gave up one of two transactions (40001 serialization, 40P01 deadlock). The request
 * changed nothing (its statement or transaction failed) and can simply be sent again: 409, not 500.
 */
const CONFLICTS = new Set(['23503', '23505', '40001', '40P01']);
export const CONCURRENT_CHANGE = 'This was changed by another request at the same time. Please try again.';

export function databaseInputError(error: unknown): HttpError | null {
  const state = sqlState(error);
  if (!state) return null;
  if (CONFLICTS.has(state)) return new HttpError(409, CONCURRENT_CHANGE);
  if (state.startsWith('22')) return new HttpError(400, 'A value in the request cannot be stored (invalid character, number or date)');
  if (state === '54000') return new HttpError(400, 'A value in the request is too long');
  return null;
}
