import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from 'shared-api/contract';
import webApps from '../../remotes.json';
import { createMailer } from './accounts/mailer';
import accountsPlugin from './accounts/plugin';
import adminPlugin from './admin/plugin';
import { registerAuthentication } from './auth/authenticate';
import authPlugin from './auth/plugin';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import extractPlugin from './extract/plugin';
import groceryPlugin from './grocery/plugin';
import healthPlugin from './health/plugin';
import imagesPlugin from './images/plugin';
import { createAnswerCache, type AnswerCache } from './lib/answer-cache';
import { proxiedClient } from './lib/client-address';
import { answerClientError, answerError, registerErrorHandling } from './lib/errors';
import type { Feature } from './lib/feature';
import { HttpError } from './lib/http-error';
import { registerJsonBody } from './lib/json-body';
import { connectRedis } from './lib/redis';
import { serializerCompiler } from './lib/serializer';
import plansPlugin from './plans/plugin';
import profilesPlugin from './profiles/plugin';
import recipesPlugin from './recipes/plugin';
import storesPlugin from './stores/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Serialized answers of the hot reads (route option `cached`). */
    answers: AnswerCache;
  }
}

/**
 * Every feature of the API, each a plugin in its own folder owning its repository (all its SQL),
 * its services and its routes. The accounts plugin also makes sure of ADMIN_EMAIL's account.
 */
const features: Feature[] = [
  healthPlugin,
  groceryPlugin,
  storesPlugin,
  authPlugin,
  profilesPlugin,
  accountsPlugin,
  recipesPlugin,
  plansPlugin,
  extractPlugin,
  imagesPlugin,
  adminPlugin,
];

export interface AppDeps {
  config: Config;
  database: Database;
  /** false in tests that want quiet output. */
  logger?: boolean;
}

/** Browser origins allowed to call the API: the shell and the remotes of remotes.json next to it. */
function webOrigins(config: Config): string[] {
  const web = new URL(config.PUBLIC_WEB_URL);
  const origins = new Set([web.origin, ...config.CORS_ORIGINS]);
  for (const offset of [0, ...webApps.remotes.map((remote) => remote.offset)]) {
    origins.add(`${web.protocol}//${web.hostname}:${config.WEB_PORT + offset}`);
    origins.add(`http://localhost:${config.WEB_PORT + offset}`);
  }
  return [...origins];
}

/** Builds the API: shared plugins, then the feature plugins. Listening belongs to server.ts. */
export async function buildApp({ config, database, logger = true }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL } : false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    // Ids are 36 characters, tokens up to 200: the contract refuses those with a field detail; longer segments answer 414.
    routerOptions: { maxParamLength: 256 },
    // Bad percent-encoding and over-long path parameters go through the same {detail} answer as every other error.
    frameworkErrors: answerError,
    // What Node's HTTP parser refuses (bad request line, unknown method, headers too large) as {detail} too.
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('answers', createAnswerCache(database.db));
  // The driver's error carries its whole client (settings, prepared statements): log what happened only.
  database.onConnectionLost?.((error) =>
    app.log.warn({ err: { message: error.message, code: (error as { code?: string }).code } }, 'database connection lost; the next query reconnects'),
  );
  app.decorate('mailer', createMailer(config, app.log));
  registerErrorHandling(app);
  registerJsonBody(app);

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
  // With REDIS_URL every instance counts in Redis, so N instances still allow each client the same attempts.
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'meal-planner:rate-limit:',
    // A Redis outage lets requests through (logged) rather than refusing every sign-in.
    skipOnError: true,
    // The plugin throws what this returns: an HttpError leaves through the error handler as {detail}.
    keyGenerator: (request) => proxiedClient(request, config.PROXY_SECRET) ?? request.ip,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 30, fieldSize: 512 * 1024 },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Meal Planner API', version: '1.0.0', description: 'Household meal planning, recipes and grocery lists.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  registerAuthentication(app, database);
  for (const feature of features) await app.register(feature, { database });
  return app;
}
