import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));
const port = z.coerce.number().int().min(1).max(65535);
const url = z.url({ protocol: /^https?$/ });

const envSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().default('0.0.0.0'),
  WEB_PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PUBLIC_API_URL: url.optional(),
  PUBLIC_WEB_URL: url.optional(),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Meal Planner <no-reply@meal-planner.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: url.default('https://accounts.google.com'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  FETCH_ALLOW_PRIVATE: flag.default(false),
  IMAGE_GEN_URL: url.optional(),
  IMAGE_GEN_API_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT: flag.default(true),
  /**
   * Trust X-Forwarded-For from any peer (true: only behind a proxy that sets it, or clients could pick
   * their rate-limit address). Unset or false: from none, but see PROXY_SECRET.
   */
  TRUST_PROXY: flag.default(false),
  /**
   * Shared with the web server that forwards /api under `npm start` (which sets both): a request that
   * carries it is counted by the address that server names. A peer's being on this machine proves
   * nothing (every local client is), so the secret does.
   */
  PROXY_SECRET: z.string().min(32, 'PROXY_SECRET must be at least 32 characters').optional(),
  /** Extra browser origins allowed to call the API (comma-separated), e.g. a second web domain. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean)),
  /** Rate-limit counters shared by every API instance; unset: counted in this process. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** An S3-compatible bucket for uploaded and imported images (set S3_BUCKET to use one). */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Another provider than AWS (MinIO, R2, …). */
  S3_ENDPOINT: url.optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** bucket.host/key (AWS) or host/bucket/key (most self-hosted servers). */
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_PREFIX: z.string().default('uploads/'),
}).superRefine((env, context) => {
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY))
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is required when other S3_* variables are set' });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    context.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'PUBLIC_API_URL' | 'PUBLIC_WEB_URL'> {
  JWT_SECRET: string;
  PUBLIC_API_URL: string;
  PUBLIC_WEB_URL: string;
  /** Absolute DATA_DIR. */
  dataDir: string;
}

export class ConfigError extends Error {}

/** Empty strings count as unset so `VAR=` in a shell behaves like no variable. */
function cleanEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** Kept in DATA_DIR so tokens survive restarts when no secret is configured. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(cleanEnv(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...values,
    dataDir,
    JWT_SECRET: values.JWT_SECRET ?? persistedSecret(dataDir),
    PUBLIC_API_URL: (values.PUBLIC_API_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    PUBLIC_WEB_URL: (values.PUBLIC_WEB_URL ?? `http://localhost:${values.WEB_PORT}`).replace(/\/+$/, ''),
  };
}
