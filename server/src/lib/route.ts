import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from 'shared-api/contract';
import type * as z from 'zod/mini';
import type { AnswerScope } from './answer-cache';

type Out<T> = NonNullable<T> extends z.ZodMiniType ? z.output<NonNullable<T>> : undefined;

export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: E['multipart'] extends true ? unknown : Out<E['body']>;
}>;

export type Access = 'public' | 'user' | 'admin';

export interface RouteOptions<E extends Endpoint = Endpoint> {
  /** Default: the endpoint's `auth` flag decides between public and user. */
  access?: Access;
  /** Per-route rate limit (requests per minute per client). */
  rateLimit?: number;
  /**
   * A hot read of the signed-in household, answered from the answer cache (lib/answer-cache.ts):
   * what its answer depends on besides the household's data. Checks the profile's ownership first.
   * Every table the answer reads must bump the household version (the household_versions triggers).
   */
  cached?: (request: ContractRequest<E>) => AnswerScope;
}

type Handler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<E['binary'] extends true ? unknown : z.input<E['response']>>;

/** Registers a handler for a contract endpoint: validation, OpenAPI and typing come from the one schema. */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, options: RouteOptions<E>, handler: Handler<E>): void {
  const access = options.access ?? (endpoint.auth === false ? 'public' : 'user');
  const preHandler: preHandlerHookHandler[] = [];
  if (access === 'user') preHandler.push(app.authenticate);
  if (access === 'admin') preHandler.push(app.authenticate, app.requireAdmin);
  const { cached } = options;
  const name = `${endpoint.method} ${endpoint.path}`;
  const run: (request: ContractRequest<E>, reply: FastifyReply) => Promise<unknown> = cached
    ? async (request, reply) => app.answers.reply(request, reply, name, cached(request), () => handler(request, reply))
    : handler;

  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    // Only schemas that exist: Fastify warns about keys set to undefined.
    schema: Object.fromEntries(
      Object.entries({
        summary: endpoint.summary,
        params: endpoint.params,
        querystring: endpoint.query,
        body: endpoint.multipart ? undefined : endpoint.body,
        response: endpoint.binary ? undefined : { 200: endpoint.response },
        security: access === 'public' ? undefined : [{ bearerAuth: [] }],
      }).filter(([, value]) => value !== undefined),
    ),
    config: options.rateLimit ? { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } } : {},
    preHandler,
    handler: run as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
