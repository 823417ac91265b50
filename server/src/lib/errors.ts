import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseInputError } from './database-errors';
import { HttpError } from './http-error';
import { describeIssue } from './issues';
import { multipartError } from './multipart-errors';

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    // The zod issue's path, as the type provider writes it: "/profiles/0/name".
    if (first) return describeIssue({ path: first.instancePath.split('/').filter(Boolean), message: first.message });
  }
  return error.message || 'Invalid request';
}

/** Fastify's own refusals (router, body parser) in words a user can read. */
const FRAMEWORK_DETAILS: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid (bad percent-encoding in the path)',
  FST_ERR_MAX_PARAM_LENGTH: 'A path segment is too long',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but declared as JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

/**
 * The one place every error leaves through as `{detail}`: client mistakes as 4xx, never a stack
 * trace. Also Fastify's `frameworkErrors` (bad percent-encoding, over-long path parameters), which
 * bypass the error handler otherwise.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) return reply.status(error.statusCode).send({ detail: error.message });
  if (error.validation) return reply.status(400).send({ detail: describeValidation(error) });
  const known = multipartError(error) ?? databaseInputError(error);
  if (known) {
    request.log.warn({ err: error }, 'request refused');
    return reply.status(known.statusCode).send({ detail: known.message });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const detail =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
        ? 'Request body is not valid JSON'
        : (FRAMEWORK_DETAILS[error.code] ?? error.message);
    return reply.status(status).send({ detail });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ detail: 'Internal server error' });
}

/** Node's own refusals, before a request exists (malformed request line, unknown method, headers too large). */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, 'Request headers (or the address) are too large'],
};

/** A whole `{detail}` answer as raw HTTP, for a socket no Fastify reply stands for; it closes the connection. */
function rawAnswer(status: number, detail: string): string {
  const body = JSON.stringify({ detail });
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses never reaches a route or the error
 * handler, and Fastify's default answers it without `detail`. Same `{detail}` answer, then close.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is not valid HTTP'];
  this.log.debug({ err: { message: error.message, code: error.code } }, 'client error');
  if (socket.writable) socket.write(rawAnswer(status, detail));
  socket.destroy();
}

/** Every error leaves as `{detail}`; client mistakes as 4xx, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  // An Expect header other than 100-continue: Node answers 417 itself, with an empty body, unless told.
  app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify({ detail: 'Unsupported Expect header: only "100-continue" is understood' });
    response.writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
    response.end(body);
    request.resume();
  });
  // CONNECT (a proxy tunnel): Node closes the connection without a word unless told.
  app.server.on('connect', (_request: IncomingMessage, socket: Socket) => socket.end(rawAnswer(405, 'Method CONNECT is not supported')));
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}` }));
}
