import { describe, expect, it } from 'vitest';
import { categorize, nameKey } from './categories';

describe('categorize', () => {
  it.each([
    ['Tomatoes', 'Produce'],
    ['2 large red bell peppers', 'Produce'],
    ['Garlic cloves', 'Produce'],
    ['Green beans', 'Produce'],
    ['Eggs', 'Dairy & Eggs'],
    ['Sour cream', 'Dairy & Eggs'],
    ['Parmesan cheese', 'Dairy & Eggs'],
    ['Chicken breasts', 'Meat & Seafood'],
    ['Shrimp', 'Meat & Seafood'],
    ['Chicken broth', 'Pantry'],
    ['Tomato paste', 'Pantry'],
    ['Black beans', 'Pantry'],
    ['Extra virgin olive oil', 'Pantry'],
    ['Sourdough bread', 'Bakery'],
    ['Flour tortillas', 'Bakery'],
    ['Ground cumin', 'Spices'],
    ['Black pepper', 'Spices'],
    ['Kosher salt', 'Spices'],
    ['Frozen peas', 'Frozen'],
    ['Vanilla ice cream', 'Frozen'],
    ['Almond milk', 'Beverages'],
    ['Orange juice', 'Beverages'],
    ['Jalapeño', 'Produce'],
    ['Fresh lemon juice', 'Produce'],
    ['Lime juice', 'Produce'],
    ['Red wine vinegar', 'Pantry'],
    ['White wine vinegar', 'Pantry'],
    ['Apple cider vinegar', 'Pantry'],
    ['Balsamic vinegar', 'Pantry'],
    ['Rice vinegar', 'Pantry'],
    ['Red wine', 'Beverages'],
    ['Canned tomatoes', 'Pantry'],
    ['Red bell pepper', 'Produce'],
    ['Ground black pepper', 'Spices'],
    ['Cream cheese frosting', 'Dairy & Eggs'],
    ['Xanthan gum', 'Uncategorized'],
    ['', 'Uncategorized'],
  ])('%s → %s', (name, category) => {
    expect(categorize(name)).toBe(category);
  });
});

describe('nameKey', () => {
  it('groups plural, case and spacing variants', () => {
    expect(nameKey(' Tomatoes ')).toBe(nameKey('tomato'));
    expect(nameKey('Red  Onions')).toBe('red onion');
    expect(nameKey('Berries')).toBe('berry');
  });
});
