import * as z from 'zod/mini';

/**
 * Safe primitives (DESIGN.md §8 "Input bounds"): every field of the contract says what the
 * database can store, so bad input is refused at the edge with 400 `{detail}` and never reaches
 * PostgreSQL (which refuses NUL in text, lone UTF-16 surrogates, 32-bit overflow, impossible dates).
 */

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** Longest id a path, query or body may carry (uuids are 36; tokens up to 200). */
export const ID_MAX = 200;

export const NUL_MESSAGE = 'Text cannot contain NUL characters';
export const SURROGATE_MESSAGE = 'Text contains an invalid character (a lone UTF-16 surrogate)';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the string as text (no NUL, no unpaired surrogate). */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

export interface TextOptions {
  max: number;
  /** Message when longer than `max`; zod's default otherwise. */
  tooLong?: string;
  /** Trim surrounding white space first (default true; false for passwords and tokens). */
  trim?: boolean;
  /** Message when the value is missing or not a string. */
  required?: string;
}

/** A bounded string without NUL or lone surrogates; add checks (`.check(z.minLength(…))`) and wrappers as with z.string(). */
export function text({ max, tooLong, trim = true, required }: TextOptions) {
  const string = required ? z.string({ error: required }) : z.string();
  const base = trim ? string.check(z.trim()) : string;
  return base.check(
    z.maxLength(max, tooLong),
    z.refine((value) => !value.includes('\u0000'), NUL_MESSAGE),
    z.refine((value) => !LONE_SURROGATE.test(value), SURROGATE_MESSAGE),
  );
}

/** An opaque id (path parameter, reference in a body): non-empty, short, storable. */
export function id(max = ID_MAX) {
  return text({ max, tooLong: 'Id is too long', trim: false }).check(z.minLength(1, 'Id is required'));
}

export interface IntOptions {
  min?: number;
  max?: number;
  message?: string;
}

function int32Checks({ min = INT32_MIN, max = INT32_MAX, message }: IntOptions) {
  return [z.int(message ?? 'Must be a whole number'), z.gte(Math.max(min, INT32_MIN), message), z.lte(Math.min(max, INT32_MAX), message)] as const;
}

/** A whole number that fits PostgreSQL's integer (32 bits), within [min, max]. */
export function int32(options: IntOptions = {}) {
  return z.number().check(...int32Checks(options));
}

/** int32 read from text (query strings, form fields): "12" → 12; "abc", "1e99", "1.5" are refused. */
export function int32FromText(options: IntOptions = {}) {
  return z.coerce.number(options.message ?? 'Must be a whole number').check(...int32Checks(options));
}

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (2026-02-29 and 2026-13-45 are not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_SHAPE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date YYYY-MM-DD that exists. */
export function isoDate(message = 'Must be a real date like 2026-11-23') {
  return z.string().check(z.maxLength(10, message), z.regex(DATE_SHAPE, message), z.refine(isCalendarDate, message));
}
