import { IMAGE_TOO_LARGE } from 'shared-api/contract';
import { HttpError } from './http-error';

/** @fastify/multipart's own errors, by code: what the sender did wrong, in words a user can read. */
const BY_CODE: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, IMAGE_TOO_LARGE],
  FST_PARTS_LIMIT: [413, 'The form has too many parts'],
  FST_FILES_LIMIT: [413, 'Only one file can be uploaded at a time'],
  FST_FIELDS_LIMIT: [413, 'The form has too many fields'],
  FST_PROTO_VIOLATION: [400, 'The form has a field name that is not allowed'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'Expected a multipart/form-data body'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'A form field is not valid JSON'],
  FST_MP_PREMATURE_CLOSE: [400, 'The form data ended before it was complete'],
};

/**
 * Errors busboy (the multipart parser) raises for a malformed body carry no code, only these
 * messages: missing or wrong boundary, truncated body, broken part headers.
 */
const PARSER_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of (multipart data|form)$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
  /^The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.$/,
];

/** The 4xx answer for an error from reading a multipart body, or null when it is something else. */
export function multipartError(error: unknown): HttpError | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code in BY_CODE) {
    const [status, detail] = BY_CODE[code]!;
    return new HttpError(status, detail);
  }
  if (code === undefined && PARSER_MESSAGES.some((pattern) => pattern.test(error.message))) {
    return new HttpError(400, 'The form data is malformed or incomplete');
  }
  return null;
}
