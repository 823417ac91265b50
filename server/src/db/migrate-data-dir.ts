// Run by openDatabase in a process of its own (see migrateInChildProcess in client.ts): `<data folder>`.
import { migrateDataDir } from './client';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: migrate-data-dir.ts <PGlite data folder>');
await migrateDataDir(dataDir);
