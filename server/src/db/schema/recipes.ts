import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';

export interface StoredIngredient {
  name: string;
  quantity: number;
  unit: string;
  note: string;
}

export interface StoredInstruction {
  content: string;
  step_number: number;
}

export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    cuisine: text('cuisine'),
    dietary: text('dietary'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    prepTime: text('prep_time'),
    cookTime: text('cook_time'),
    totalTime: text('total_time'),
    servings: integer('servings').notNull().default(1),
    ingredients: jsonb('ingredients').$type<StoredIngredient[]>().notNull().default([]),
    instructions: jsonb('instructions').$type<StoredInstruction[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    sourceUrl: text('source_url'),
    /** The shared recipe this one was copied from (Search Recipe); kept when the origin is deleted. */
    originRecipeId: uuid('origin_recipe_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // What the /recipes search and filters compare (shared-api listKeysOf), written with the recipe.
    // Null name_key marks a row written before these existed; the recipes plugin fills it at start.
    nameKey: text('name_key'),
    cuisineKey: text('cuisine_key'),
    dietaryKey: text('dietary_key'),
    totalMinutes: integer('total_minutes'),
  },
  (table) => [
    // The /recipes list: a household's profiles, newest first (the default and Recently Added order).
    index('recipes_profile_updated_idx').on(table.profileId, table.updatedAt.desc(), table.id),
    index('recipes_unkeyed_idx').on(table.id).where(sql`${table.nameKey} is null`),
    index('recipes_profile_source_idx').on(table.profileId, table.sourceUrl),
    index('recipes_profile_origin_idx').on(table.profileId, table.originRecipeId),
    index('recipes_name_lower_idx').on(sql`lower(${table.name})`),
    index('recipes_created_at_idx').on(table.createdAt),
  ],
);

export const recipeFavorites = pgTable(
  'recipe_favorites',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.recipeId] }), index('recipe_favorites_recipe_idx').on(table.recipeId)],
);

export const weeklyPlans = pgTable(
  'weekly_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The profile that planned it; the household sees every profile's entries. */
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    weekStartDate: date('week_start_date', { mode: 'string' }).notNull(),
    weekNumber: integer('week_number').notNull(),
    plannedServings: integer('planned_servings').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('weekly_plans_profile_week_idx').on(table.profileId, table.weekStartDate),
    index('weekly_plans_recipe_idx').on(table.recipeId),
  ],
);

export type RecipeRow = typeof recipes.$inferSelect;
