import * as z from 'zod/mini';
import { endpoint } from '../define';
import { storeSchema } from '../stores/contract';
import { GROCERY_CATEGORIES, GROCERY_NAME_MAX, GROCERY_NOTE_MAX, GROCERY_UNIT_MAX, toGroceryCategory, type GroceryCategory } from './rules';
import { id, int32, isoDate, text } from '../text';

const weekStart = isoDate('week_start_date must be a real date like 2026-11-23');

const itemName = text({ max: GROCERY_NAME_MAX, tooLong: `Item name must be at most ${GROCERY_NAME_MAX} characters` }).check(z.minLength(1, 'Item name is required'));
const unit = text({ max: GROCERY_UNIT_MAX, tooLong: `Unit must be at most ${GROCERY_UNIT_MAX} characters` });
const note = text({ max: GROCERY_NOTE_MAX, tooLong: `Note must be at most ${GROCERY_NOTE_MAX} characters` });
const quantity = z.number().check(z.gte(0, 'Quantity cannot be negative'), z.lte(1_000_000, 'Quantity is too large'));

/**
 * Text on the wire, read as one of GROCERY_CATEGORIES: a category a newer server adds shows under
 * Uncategorized instead of failing the whole list; the server can only send categories it knows.
 */
export const groceryCategorySchema = z.codec(z.string(), z.enum(GROCERY_CATEGORIES), {
  decode: toGroceryCategory,
  encode: (category) => category,
});

export const groceryItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Assigned on the server from the name; never missing here. */
  category: groceryCategorySchema,
  quantity: z.number(),
  unit: z.string(),
  note: z.string(),
  /** Source recipe name; null for items added by hand. */
  recipe: z.nullable(z.string()),
  recipe_id: z.nullable(z.string()),
  is_checked: z.boolean(),
  is_hidden: z.boolean(),
  is_manual: z.boolean(),
  /** On the household's pantry list, in the Pantry category, or added as a pantry item. */
  is_pantryItem: z.boolean(),
  /** Stores assigned to every item of this name. */
  store: z.array(storeSchema),
  created_at: z.string(),
  /** Server times of the last check, hide and edit (null: never); sent back as `base` by the outbox. */
  checked_at: z._default(z.nullable(z.string()), null),
  hidden_at: z._default(z.nullable(z.string()), null),
  edited_at: z._default(z.nullable(z.string()), null),
});
/** An item as the server writes it (category as text: the server's rows hold text). */
export type GroceryItem = z.input<typeof groceryItemSchema>;
/** An item as the browser holds it after parsing: category is a GroceryCategory. */
export type GroceryListItem = z.output<typeof groceryItemSchema>;

export const groceryIngredientSchema = z.object({
  name: itemName,
  quantity: z.pipe(z.nullish(quantity), z.transform((value) => value ?? 0)),
  unit: z._default(unit, ''),
  note: z._default(note, ''),
});

/** Spec §3 grocery add payload: ingredients already scaled by the client. */
export const groceryAddBodySchema = z.object({
  id: id(),
  /** Used only when the recipes table does not know the id. */
  name: z.optional(text({ max: GROCERY_NAME_MAX })),
  profile: z.object({ id: id(), name: text({ max: 200 }) }),
  week_start_date: z.optional(weekStart),
  week_number: z.optional(int32({ min: 1, max: 2, message: 'week_number must be 1 or 2' })),
  ingredients: z.array(groceryIngredientSchema).check(z.minLength(1, 'No ingredients to add'), z.maxLength(200, 'Too many ingredients')),
});
export type GroceryAddBody = z.input<typeof groceryAddBodySchema>;

export const addToGrocery = endpoint({
  method: 'POST',
  path: '/grocery/add',
  body: groceryAddBodySchema,
  response: z.object({ message: z.string(), items: z.array(groceryItemSchema) }),
  fallback: 'Failed to add to grocery',
  summary: "Add a recipe's (scaled) ingredients to the household's grocery list",
});

export const listGroceryItems = endpoint({
  method: 'GET',
  path: '/grocery/user',
  response: z.array(groceryItemSchema),
  fallback: 'Failed to fetch grocery items',
  summary: "The household's grocery list",
});

export const manualGroceryItemBodySchema = z.object({
  /** Client-generated, so an offline add replayed twice stays one item. */
  id: z.uuid('Invalid item id'),
  name: itemName,
  quantity: z._default(quantity, 1),
  unit: z._default(unit, ''),
  note: z._default(note, ''),
  isPantryItem: z._default(z.boolean(), false),
});
export type ManualGroceryItemBody = z.input<typeof manualGroceryItemBodySchema>;

export const addManualGroceryItem = endpoint({
  method: 'POST',
  path: '/grocery/items',
  body: manualGroceryItemBodySchema,
  response: groceryItemSchema,
  fallback: 'Failed to add to grocery',
  summary: 'Add an item by hand (idempotent on the client-generated id)',
});

const itemParams = z.object({ id: id() });

/**
 * The field's change time the client last saw (its checked_at, hidden_at or edited_at; null: never
 * changed). A write made on an older view than the field's last change is not applied: see the
 * merge rule in server/src/grocery/routes.ts. Old clients send none and always write.
 */
const base = z.optional(z.nullable(z.iso.datetime({ offset: true, error: 'base must be a date-time like 2026-11-23T10:00:00.000Z' })));

export const updateGroceryItem = endpoint({
  method: 'PATCH',
  path: '/grocery/:id',
  params: itemParams,
  body: z.object({
    quantity: z.number().check(z.gte(1, 'Quantity must be at least 1'), z.lte(1_000_000, 'Quantity is too large')),
    unit: z.optional(unit),
    note: z.optional(note),
    base,
  }),
  response: groceryItemSchema,
  fallback: 'Failed to update grocery item',
  summary: 'Edit quantity, unit and note of one item (answers the item as it stands, also when a newer edit wins)',
});

export const deleteGroceryItem = endpoint({
  method: 'DELETE',
  path: '/grocery/:id',
  params: itemParams,
  response: z.object({ message: z.string() }),
  fallback: 'Failed to delete grocery item',
  summary: 'Remove one item (removing one already gone answers the same)',
});

export const setGroceryItemStores = endpoint({
  method: 'PUT',
  path: '/grocery/items/:id/stores',
  params: itemParams,
  body: z.object({ stores: z.array(id()).check(z.maxLength(50, 'Too many stores')) }),
  response: z.object({ name: z.string(), store: z.array(storeSchema) }),
  fallback: 'Failed to update stores',
  summary: 'Set the stores of every item with the same name as this one',
});

export const checkGroceryItem = endpoint({
  method: 'PATCH',
  path: '/grocery/:id/check',
  params: itemParams,
  body: z.object({ is_checked: z.boolean(), base }),
  response: z.object({ name: z.string(), is_checked: z.boolean(), updated: z.number(), checked_at: z._default(z.nullable(z.string()), null) }),
  fallback: 'Failed to update grocery item',
  summary: 'Check or uncheck every item with the same name as this one (answers the state that stands; updated 0 when a newer change wins)',
});

export const hideGroceryItem = endpoint({
  method: 'PATCH',
  path: '/grocery/:id/hide',
  params: itemParams,
  body: z.object({ is_hidden: z.boolean(), base }),
  response: z.object({ name: z.string(), is_hidden: z.boolean(), updated: z.number(), hidden_at: z._default(z.nullable(z.string()), null) }),
  fallback: 'Failed to toggle hidden status',
  summary: 'Hide or unhide every item with the same name as this one (answers the state that stands; updated 0 when a newer change wins)',
});

export const hidePantryItems = endpoint({
  method: 'POST',
  path: '/grocery/pantry/hide',
  body: z.object({ is_hidden: z.boolean() }),
  response: z.object({ updated: z.number() }),
  fallback: 'Failed to toggle hidden status',
  summary: 'Hide (or unhide) every pantry item on the list',
});

export const groceryRecipeSchema = z.object({ id: z.string(), name: z.string() });
export type GroceryRecipe = z.output<typeof groceryRecipeSchema>;

export const listGroceryRecipes = endpoint({
  method: 'GET',
  path: '/grocery/recipes',
  response: z.array(groceryRecipeSchema),
  fallback: 'Failed to fetch grocery recipes',
  summary: 'Recipes that have items on the list',
});

export const pantryItemSchema = z.object({ id: z.string(), name: z.string() });
export type PantryItem = z.output<typeof pantryItemSchema>;

export const listPantryItems = endpoint({
  method: 'GET',
  path: '/grocery/pantry',
  response: z.array(pantryItemSchema),
  fallback: 'Failed to fetch pantry items',
  summary: "The household's pantry list",
});

export const addPantryItem = endpoint({
  method: 'POST',
  path: '/grocery/pantry',
  body: z.object({ name: itemName }),
  response: pantryItemSchema,
  fallback: 'Failed to add pantry item',
  summary: 'Add a name to the pantry list (an existing name is reused)',
});

export const deletePantryItem = endpoint({
  method: 'DELETE',
  path: '/grocery/pantry/:id',
  params: itemParams,
  response: z.object({ message: z.string() }),
  fallback: 'Failed to remove pantry item',
  summary: 'Remove a name from the pantry list',
});

export const grocerySuggestionSchema = z.object({
  name: z.string(),
  category: groceryCategorySchema,
  quantity: z.number(),
  unit: z.string(),
  reason: z.enum(['frequent', 'planned']),
  /** How often the household added it (frequent), or the planned recipe's name (planned). */
  detail: z.string(),
});
/** A suggestion as the server writes it (category as text). */
export type GrocerySuggestion = z.input<typeof grocerySuggestionSchema>;

export const listGrocerySuggestions = endpoint({
  method: 'GET',
  path: '/grocery/suggestions',
  response: z.array(grocerySuggestionSchema),
  fallback: 'Failed to fetch suggestions',
  summary: 'Items bought often and planned-recipe staples that are not on the list',
});

/** A category a user picks: any but Uncategorized, which only means "no keyword matched". */
const pickableCategory = z.enum(GROCERY_CATEGORIES.filter((category) => category !== 'Uncategorized') as [GroceryCategory, ...GroceryCategory[]], {
  error: 'Unknown category',
});

export const setGroceryItemCategory = endpoint({
  method: 'PATCH',
  path: '/grocery/:id/category',
  params: itemParams,
  body: z.object({ category: pickableCategory }),
  response: z.object({ name: z.string(), category: groceryCategorySchema, updated: z.number() }),
  fallback: 'Failed to move item',
  summary: 'Move every item of this name to a category; remembered for the name in the household',
});

/** A store's own aisle order: its categories in walking order (categories left out follow in the default order). */
export const aisleOrderSchema = z.object({ store_id: z.string(), categories: z.array(groceryCategorySchema) });
export type AisleOrder = z.output<typeof aisleOrderSchema>;

export const listAisleOrders = endpoint({
  method: 'GET',
  path: '/grocery/aisles',
  response: z.array(aisleOrderSchema),
  fallback: 'Failed to load aisle order',
  summary: "Every store's aisle order the household saved",
});

export const setAisleOrder = endpoint({
  method: 'PUT',
  path: '/grocery/aisles/:storeId',
  params: z.object({ storeId: z.string() }),
  body: z.object({
    categories: z
      .array(z.enum(GROCERY_CATEGORIES, { error: 'Unknown category' }))
      .check(
        z.maxLength(GROCERY_CATEGORIES.length, 'Too many categories'),
        z.refine((list) => new Set(list).size === list.length, 'Each category may appear once'),
      ),
  }),
  response: aisleOrderSchema,
  fallback: 'Failed to save aisle order',
  summary: "Save a store's aisle order for the household",
});

/**
 * Server-sent events of the household's list: `event: changed` whenever any item changes.
 * Authenticated with the bearer header (read with fetch, not EventSource).
 */
export const groceryEvents = endpoint({
  method: 'GET',
  path: '/grocery/events',
  response: z.string(),
  binary: true,
  fallback: 'Live updates unavailable',
  summary: 'Live change notifications of the grocery list (text/event-stream)',
});

/** The one event the stream carries; the client refetches the list on it. */
export const GROCERY_CHANGED_EVENT = 'changed';
