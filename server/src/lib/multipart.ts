import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { IMAGE_TOO_LARGE } from 'shared-api/contract';
import { badRequest, payloadTooLarge } from './http-error';
import { describeIssue } from './issues';
import { multipartError } from './multipart-errors';

const DEFAULT_FORM_LIMIT = 2 * 1024 * 1024;

export interface MultipartForm {
  /** Text fields as posted (empty ones included). */
  fields: Map<string, string>;
  /** The file's bytes, when a non-empty file came. */
  file: Buffer | null;
}

/**
 * Reads a multipart body into memory: its text fields and at most one file (from `fileField`, or
 * from any field when none is named). The upload cap answers 413; other malformed bodies 400.
 */
export async function readMultipart(request: FastifyRequest, { fileField }: { fileField?: string } = {}): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body');
  // The app's body limit holds for forms too: the plugin alone allowed 30 fields of 512 KB beside the
  // file (15 MB, seconds of parsing per request). Refused from Content-Length, else while reading,
  // in the spec's words: what makes a real form this large is its photo.
  const limit = request.routeOptions.bodyLimit ?? DEFAULT_FORM_LIMIT;
  if (Number(request.headers['content-length'] ?? 0) > limit) throw payloadTooLarge(IMAGE_TOO_LARGE);
  let total = 0;
  const count = (bytes: number): void => {
    total += bytes;
    if (total > limit) throw payloadTooLarge(IMAGE_TOO_LARGE);
  };
  const fields = new Map<string, string>();
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        count(bytes.length);
        // An empty file input still sends a part; it means "no file".
        if ((fileField === undefined || part.fieldname === fileField) && bytes.length > 0) file = bytes;
      } else if (part.valueTruncated) {
        // Cut at the plugin's fieldSize: what is left is not what was sent (a recipe's JSON would read as broken).
        throw payloadTooLarge(`${part.fieldname}: too long`);
      } else if (typeof part.value === 'string') {
        count(Buffer.byteLength(part.value));
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    // One mapping of the plugin's and the parser's errors, shared with the error handler.
    throw multipartError(error) ?? error;
  }
  return { fields, file };
}

/** The form's text fields checked against the contract's schema; an empty field means "not given". */
export function formFields<S extends z.ZodMiniType>(form: MultipartForm, schema: S): z.output<S> {
  const given = Object.fromEntries([...form.fields].filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(given);
  // The field's name with the message, as for JSON bodies ("name: Too big: …").
  if (!parsed.success) throw badRequest(describeIssue(parsed.error.issues[0]));
  return parsed.data;
}
