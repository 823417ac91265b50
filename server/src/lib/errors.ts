import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error';
import { describeIssue } from './issues';

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    // The zod issue's path, as the type provider writes it: "/profiles/0/name".
    if (first) return describeIssue({ path: first.instancePath.split('/').filter(Boolean), message: first.message });
  }
  return error.message || 'Invalid request';
}

/** Every error leaves as `{detail}`; client mistakes as 4xx, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ detail: error.message });
    if (error.validation) return reply.status(400).send({ detail: describeValidation(error) });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError' ? 'Request body is not valid JSON' : error.message;
      return reply.status(status).send({ detail });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}` }));
}
