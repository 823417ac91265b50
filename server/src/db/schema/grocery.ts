import { sql } from 'drizzle-orm';
import type { GroceryCategory } from 'shared-api/contract';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles, users } from './accounts';

/**
 * The household's grocery list. A household is an account (users row). Items keep their source
 * recipe by id and name without a foreign key, so the list survives a deleted recipe.
 */
export const groceryItems = pgTable(
  'grocery_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Profile that added the item. */
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Lower-case singular name: items of one name form a group (check, hide, stores). */
    nameKey: text('name_key').notNull(),
    category: text('category').$type<GroceryCategory>().notNull(),
    quantity: doublePrecision('quantity').notNull().default(0),
    unit: text('unit').notNull().default(''),
    note: text('note').notNull().default(''),
    recipeId: text('recipe_id'),
    recipeName: text('recipe_name'),
    weekStartDate: text('week_start_date'),
    weekNumber: integer('week_number'),
    isChecked: boolean('is_checked').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    isManual: boolean('is_manual').notNull().default(false),
    isPantryItem: boolean('is_pantry_item').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Server time of the last change of each field (null: never changed), to the millisecond so the
     * time a client echoes back as its base compares exactly. See the merge rule in routes.ts.
     */
    checkedAt: timestamp('checked_at', { withTimezone: true, precision: 3 }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, precision: 3 }),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('grocery_items_household_idx').on(table.householdId, table.nameKey),
    index('grocery_items_recipe_idx').on(table.householdId, table.recipeId),
  ],
);

/** How often a household put a name on its list: feeds Smart Suggestions after items are deleted. */
export const groceryHistory = pgTable(
  'grocery_history',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
    name: text('name').notNull(),
    category: text('category').$type<GroceryCategory>().notNull(),
    quantity: doublePrecision('quantity').notNull().default(1),
    unit: text('unit').notNull().default(''),
    timesAdded: integer('times_added').notNull().default(1),
    lastAddedAt: timestamp('last_added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.householdId, table.nameKey] })],
);

/** Names the household always has at home (Manage Pantry Items). */
export const pantryItems = pgTable(
  'pantry_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('pantry_items_household_name_idx').on(table.householdId, table.nameKey)],
);

/** Catalogue stores (household null, seeded) and a household's custom stores. */
export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stores_catalogue_name_idx')
      .on(sql`lower(${table.name})`)
      .where(sql`${table.householdId} is null`),
    uniqueIndex('stores_household_name_idx')
      .on(table.householdId, sql`lower(${table.name})`)
      .where(sql`${table.householdId} is not null`),
  ],
);

/** Stores assigned to every grocery item of one name in a household. */
export const groceryStoreAssignments = pgTable(
  'grocery_store_assignments',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.householdId, table.nameKey, table.storeId] })],
);

/** A profile's own list of stores. */
export const storeSelections = pgTable(
  'store_selections',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.storeId] })],
);

/** Household settings of the list: how amounts are shown (stored quantities never change). */
export const householdSettings = pgTable('household_settings', {
  householdId: uuid('household_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** metric | us | as_written */
  unitSystem: text('unit_system').notNull().default('as_written'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A category the household picked for an ingredient name: wins over the keyword map on every add. */
export const groceryCategoryOverrides = pgTable(
  'grocery_category_overrides',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
    category: text('category').$type<GroceryCategory>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.householdId, table.nameKey] })],
);

/** A store's aisle order as the household walks it: categories in order. */
export const storeAisleOrders = pgTable(
  'store_aisle_orders',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categories: text('categories').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.householdId, table.storeId] })],
);
