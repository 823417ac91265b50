import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A number that changes whenever data the household's cached hot reads show changes (recipes,
 * favorites, plans, profiles, grocery items, store tags, pantry). Database triggers bump it in the
 * writing transaction, so every instance reading it sees the change as soon as it is committed
 * (see the household_versions migration and lib/answer-cache.ts).
 */
export const householdVersions = pgTable('household_versions', {
  householdId: uuid('household_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
  /** The transaction that last bumped it: one bump per transaction, however many rows it writes. */
  bumpedBy: bigint('bumped_by', { mode: 'number' }).notNull(),
});
