import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, toJSONSchema } from 'zod/v4/core';

/**
 * Answers are written by fast-json-stringify from the JSON Schema of the contract's zod response,
 * derived once per route: the same fields out as zod's encode (unknown keys dropped, a missing
 * required field fails the answer), without validating every answer on the hot path. The wire
 * shape is the schema's input side (a codec's text), which is what handlers return.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route;
  if (!(schema instanceof $ZodType)) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  return fastJson(toJSONSchema(schema, { io: 'input', target: 'draft-07', unrepresentable: 'any' }) as Parameters<typeof fastJson>[0]);
};
