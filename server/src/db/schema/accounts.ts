import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('USER'),
    status: text('status').notNull().default('ACTIVE'),
    emailVerified: boolean('email_verified').notNull().default(false),
    isOnboarded: boolean('is_onboarded').notNull().default(false),
    imageUrl: text('image_url'),
    googleSubject: text('google_subject'),
    /** Bumped on password change so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    subscription: text('subscription').notNull().default('FREE'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('users_google_subject_idx').on(table.googleSubject),
    index('users_created_at_idx').on(table.createdAt),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    avatarUrl: text('avatar_url'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    isActive: boolean('is_active').notNull().default(true),
    isSelected: boolean('is_selected').notNull().default(false),
    planningFrequency: text('planning_frequency').notNull().default('BOTH'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profiles_user_idx').on(table.userId)],
);

/**
 * Single-use e-mail verification and password reset tokens. Only a SHA-256 of the token is kept, so
 * a leaked table cannot be replayed; `usedAt` makes each one single use.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'verify_email' or 'reset_password'. */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('account_tokens_hash_idx').on(table.tokenHash), index('account_tokens_user_idx').on(table.userId)],
);
