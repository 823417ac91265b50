import { mkdirSync } from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { HttpError } from './lib/http-error';
import { registerAuth } from './plugins/auth';
import { answerError, registerErrorHandling } from './plugins/errors';
import { routeModules } from './routes';
import { ensureAdmin } from './services/accounts';
import { createMailer } from './services/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
}

export const MAX_UPLOAD_BYTES = 1024 * 1024;

export interface AppDeps {
  config: Config;
  database: Database;
  /** false in tests that want quiet output. */
  logger?: boolean;
}

/** Browser origins allowed to call the API: the shell and the five remotes next to it. */
function webOrigins(config: Config): string[] {
  const web = new URL(config.PUBLIC_WEB_URL);
  const origins = new Set([web.origin, ...config.CORS_ORIGINS]);
  for (let offset = 0; offset <= 5; offset++) {
    origins.add(`${web.protocol}//${web.hostname}:${config.WEB_PORT + offset}`);
    origins.add(`http://localhost:${config.WEB_PORT + offset}`);
  }
  return [...origins];
}

/** Builds the API: plugins → services → routes. Listening belongs to server.ts. */
export async function buildApp({ config, database, logger = true }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL } : false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    // Ids are 36 characters, tokens up to 200: the contract refuses those with a field detail; longer segments answer 414.
    maxParamLength: 256,
    // Bad percent-encoding and over-long path parameters go through the same {detail} answer as every other error.
    frameworkErrors: answerError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  database.onConnectionLost?.((error) => app.log.warn({ err: error }, 'database connection lost; the next query reconnects'));
  app.decorate('mailer', createMailer(config, app.log));
  registerErrorHandling(app);

  await app.register(helmet, {
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The docs page needs inline scripts and styles; everything else is JSON.
    contentSecurityPolicy: false,
  });
  // @fastify/cors refuses a preflight without Origin or Access-Control-Request-Method in plain text: refuse it here, as {detail}.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' && (!request.headers.origin || !request.headers['access-control-request-method'])) {
      throw new HttpError(400, 'Invalid CORS preflight request: Origin and Access-Control-Request-Method are required');
    }
  });
  await app.register(cors, {
    origin: webOrigins(config),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    maxAge: 600,
  });
  // Before the plugin's own onRoute hook, which reads the route's rateLimit setting.
  if (!config.RATE_LIMIT) app.addHook('onRoute', (options) => void (options.config = { ...options.config, rateLimit: false }));
  await app.register(rateLimit, {
    global: false,
    // The plugin throws what this returns: an HttpError leaves through the error handler as {detail}.
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30, fieldSize: 512 * 1024 },
  });

  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    // Stored under random names, so a name never changes content.
    immutable: true,
    maxAge: '365d',
    index: false,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Meal Planner API', version: '1.0.0', description: 'Household meal planning, recipes and grocery lists.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  registerAuth(app);
  for (const register of routeModules) await app.register(async (scope) => register(scope));
  await ensureAdmin(app);
  return app;
}
