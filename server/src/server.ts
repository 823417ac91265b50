import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

async function main(): Promise<void> {
  const config = loadConfig();
  // Embedded PGlite shares this process's memory: the JS heap grows in small steps to keep the
  // process small. With PostgreSQL it keeps V8's default, as the frequent full collections that
  // small steps bring nearly double the tail latency under load.
  if (!config.DATABASE_URL) setFlagsFromString('--heap-growing-percent=20');
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`API ready on ${config.PUBLIC_API_URL} (${database.kind}); docs at ${config.PUBLIC_API_URL}/docs`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
