import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API: method, path (Fastify style, `:name` for parameters) and the zod schemas
 * both the server (validation, OpenAPI) and the client (request building, answer parsing) use.
 */
export interface Endpoint<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  /** JSON body schema; for multipart calls the schema of the parsed fields. */
  body?: B;
  response: R;
  /** Spec's default error text when the answer carries no detail. */
  fallback: string;
  /** false for the calls the spec makes without a bearer token. */
  auth?: boolean;
  /** Body travels as multipart/form-data. */
  multipart?: boolean;
  /** Answer is binary (e.g. a generated image), not JSON. */
  binary?: boolean;
  /** Call from the admin area: 401/403 send the browser to /. */
  admin?: boolean;
  summary?: string;
}

export function endpoint<
  P extends z.ZodMiniType = z.ZodMiniUndefined,
  Q extends z.ZodMiniType = z.ZodMiniUndefined,
  B extends z.ZodMiniType = z.ZodMiniUndefined,
  R extends z.ZodMiniType = z.ZodMiniType,
>(def: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return def;
}

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? z.input<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType> ? z.input<B> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? z.output<R> : never;

/** Fills `:name` segments of a path; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
