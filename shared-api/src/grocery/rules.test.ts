import { describe, expect, it } from 'vitest';
import { GROCERY_CATEGORIES, toGroceryCategory, UNCATEGORIZED } from './rules';

describe('grocery categories', () => {
  it('lists the aisles in walking order with Uncategorized last', () => {
    expect(GROCERY_CATEGORIES[0]).toBe('Produce');
    expect(GROCERY_CATEGORIES.at(-1)).toBe(UNCATEGORIZED);
    expect(new Set(GROCERY_CATEGORIES).size).toBe(GROCERY_CATEGORIES.length);
  });

  it('reads a category it does not know as Uncategorized', () => {
    expect(toGroceryCategory('Dairy & Eggs')).toBe('Dairy & Eggs');
    expect(toGroceryCategory('Garden')).toBe(UNCATEGORIZED);
  });
});
