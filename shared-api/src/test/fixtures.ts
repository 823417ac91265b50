import type { GroceryListItem } from '../grocery/contract';

/** A list item as the server answers it, with the fields a test cares about set. */
export function groceryItem(id: string, name: string, extra: Partial<GroceryListItem> = {}): GroceryListItem {
  return {
    id,
    name,
    category: 'Produce',
    quantity: 1,
    unit: '',
    note: '',
    recipe: null,
    recipe_id: null,
    is_checked: false,
    is_hidden: false,
    is_manual: false,
    is_pantryItem: false,
    store: [],
    created_at: '2026-11-23T10:00:00.000Z',
    checked_at: null,
    hidden_at: null,
    edited_at: null,
    ...extra,
  };
}
