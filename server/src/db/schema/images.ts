import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** drizzle-orm 0.45 has no bytea column of its own; node-postgres and PGlite both hand back a Buffer/Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded, imported and generated pictures when the API runs on PostgreSQL, so every instance
 * serves every picture. Keyed by the random file name of its `/uploads/<name>` URL; never changed.
 */
export const images = pgTable('images', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
