/**
 * Grocery rules both sides need: the server assigns a category from the ingredient name and
 * validates lengths; the list in the browser sorts cards in this order and limits its fields.
 */

/** Every category an item can have, in the aisle order of a walk through a typical supermarket; Uncategorized last. */
export const GROCERY_CATEGORIES = [
  'Produce',
  'Bakery',
  'Meat & Seafood',
  'Dairy & Eggs',
  'Frozen',
  'Pantry',
  'Spices',
  'Beverages',
  'Snacks',
  'Household',
  'Uncategorized',
] as const;
export type GroceryCategory = (typeof GROCERY_CATEGORIES)[number];

/** The category of a name no keyword matches, and of an item added by hand until the server names one. */
export const UNCATEGORIZED = 'Uncategorized' satisfies GroceryCategory;

export function isGroceryCategory(value: string): value is GroceryCategory {
  return (GROCERY_CATEGORIES as readonly string[]).includes(value);
}

/** A category as text from the wire; one this build does not know reads as Uncategorized. */
export function toGroceryCategory(value: string): GroceryCategory {
  return isGroceryCategory(value) ? value : UNCATEGORIZED;
}

/** Longest item name, unit and note the server stores; the list's forms stop typing there. */
export const GROCERY_NAME_MAX = 200;
export const GROCERY_UNIT_MAX = 40;
export const GROCERY_NOTE_MAX = 500;
