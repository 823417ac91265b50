import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, payloadTooLarge } from '../lib/http-error';

export interface MultipartForm<T> {
  fields: T;
  /** The one file field's bytes, when a non-empty file came. */
  file: Buffer | null;
}

/** Reads a multipart form: text fields checked against the contract's schema, one optional file. */
export async function readMultipartForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  fileField: string,
): Promise<MultipartForm<z.output<S>>> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body');
  const raw: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === fileField && data.length > 0) file = data;
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge('Image must be less than 1MB');
    throw error;
  }
  // An empty text field means "not given" (a form posts every input, filled or not).
  const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(given);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid form');
  return { fields: parsed.data, file };
}
