import { ingredientKey, singularize } from 'shared-api/units';
import { UNCATEGORIZED, type GroceryCategory } from 'shared-api/contract';

export const PANTRY = 'Pantry' satisfies GroceryCategory;

/** Keywords per category, singular and lower case. Multi-word phrases win over single words. */
const CATEGORY_KEYWORDS: Record<Exclude<GroceryCategory, typeof UNCATEGORIZED>, string[]> = {
  Produce: [
    'apple', 'apricot', 'artichoke', 'arugula', 'asparagus', 'avocado', 'banana', 'basil', 'bean sprout', 'beet',
    'bell pepper', 'berry', 'blackberry', 'blueberry', 'bok choy', 'broccoli', 'brussels sprout', 'cabbage', 'cantaloupe',
    'carrot', 'cauliflower', 'celery', 'chard', 'cherry', 'chive', 'cilantro', 'clementine', 'collard', 'coriander leaf',
    'corn', 'cranberry', 'cucumber', 'date', 'dill', 'eggplant', 'endive', 'fennel', 'fig', 'garlic', 'ginger',
    'grape', 'grapefruit', 'green bean', 'green onion', 'herb', 'jalapeno', 'kale', 'kiwi', 'leek', 'lemon', 'lettuce',
    'lime', 'mango', 'melon', 'mint', 'mushroom', 'nectarine', 'okra', 'onion', 'orange', 'parsley', 'parsnip',
    'pea', 'peach', 'pear', 'pepper', 'pineapple', 'plum', 'pomegranate', 'potato', 'pumpkin', 'radish', 'raspberry',
    'romaine', 'rosemary', 'sage', 'scallion', 'shallot', 'spinach', 'sprout', 'squash', 'strawberry', 'sweet potato',
    'thyme', 'tomato', 'turnip', 'watermelon', 'zucchini', 'chili', 'chile', 'salad', 'green', 'yam', 'garlic clove',
    // Juice and zest of a fruit are bought as the fruit, not in the drinks aisle.
    'lemon juice', 'lime juice', 'lemon zest', 'lime zest', 'orange zest',
  ],
  'Dairy & Eggs': [
    'butter', 'buttermilk', 'cheddar', 'cheese', 'cottage cheese', 'cream', 'cream cheese', 'creme fraiche', 'egg',
    'feta', 'ghee', 'gouda', 'half and half', 'heavy cream', 'kefir', 'milk', 'mozzarella', 'parmesan', 'ricotta',
    'sour cream', 'whipping cream', 'yogurt', 'yoghurt', 'brie', 'mascarpone', 'provolone', 'swiss cheese',
  ],
  'Meat & Seafood': [
    'anchovy', 'bacon', 'beef', 'brisket', 'chicken', 'chorizo', 'clam', 'cod', 'crab', 'duck', 'fish', 'ground beef',
    'ground turkey', 'halibut', 'ham', 'lamb', 'lobster', 'meat', 'meatball', 'mussel', 'pork', 'prosciutto', 'salami',
    'salmon', 'sausage', 'scallop', 'shrimp', 'prawn', 'steak', 'tilapia', 'tuna', 'turkey', 'veal', 'venison',
    'chicken breast', 'chicken thigh', 'pepperoni', 'trout', 'oyster', 'squid',
  ],
  Bakery: [
    'bagel', 'baguette', 'bread', 'brioche', 'bun', 'croissant', 'english muffin', 'muffin', 'naan', 'pita', 'roll',
    'sourdough', 'tortilla', 'flatbread', 'ciabatta', 'breadcrumb', 'panko',
  ],
  Pantry: [
    'baking powder', 'baking soda', 'bean', 'black bean', 'broth', 'brown sugar', 'canned tomato', 'chickpea',
    'coconut milk', 'cornstarch', 'couscous', 'cracker', 'flour', 'honey', 'jam', 'ketchup', 'kidney bean', 'lentil',
    'maple syrup', 'mayonnaise', 'mustard', 'noodle', 'nut', 'oat', 'oil', 'olive oil', 'pasta', 'peanut butter',
    'quinoa', 'rice', 'salsa', 'sauce', 'soy sauce', 'spaghetti', 'stock', 'sugar', 'syrup', 'tahini', 'tomato paste',
    'tomato sauce', 'vinegar', 'yeast', 'almond', 'walnut', 'pecan', 'cashew', 'peanut', 'raisin', 'cereal',
    'vanilla', 'vanilla extract', 'chocolate', 'cocoa', 'macaroni', 'penne', 'vegetable oil', 'sesame oil',
    'fish sauce', 'hot sauce', 'worcestershire sauce', 'bouillon', 'canned', 'dried', 'tofu', 'water',
    'wine vinegar', 'balsamic', 'cider vinegar', 'cooking wine', 'mirin', 'tomato puree', 'passata',
  ],
  Spices: [
    'allspice', 'bay leaf', 'black pepper', 'cardamom', 'cayenne', 'chili powder', 'cinnamon', 'clove', 'cumin',
    'curry', 'curry powder', 'garam masala', 'garlic powder', 'ground ginger', 'italian seasoning', 'nutmeg',
    'onion powder', 'oregano', 'paprika', 'pepper flake', 'peppercorn', 'red pepper flake', 'salt', 'seasoning',
    'smoked paprika', 'spice', 'turmeric', 'kosher salt', 'sea salt', 'dried oregano', 'dried thyme', 'dried basil',
    'ground cinnamon', 'ground cumin', 'ground black pepper', 'coriander', 'saffron', 'fennel seed', 'mustard seed',
  ],
  Frozen: ['frozen', 'ice cream', 'ice', 'sorbet', 'frozen pea', 'frozen corn', 'frozen berry', 'popsicle'],
  Beverages: [
    'beer', 'coffee', 'juice', 'kombucha', 'lemonade', 'soda', 'sparkling water', 'tea', 'wine', 'orange juice',
    'apple juice', 'almond milk', 'oat milk', 'soy milk', 'coconut water', 'red wine', 'white wine',
  ],
  Snacks: ['chip', 'cookie', 'granola bar', 'popcorn', 'pretzel', 'trail mix', 'candy'],
  Household: ['paper towel', 'toilet paper', 'detergent', 'dish soap', 'trash bag', 'foil', 'plastic wrap', 'napkin', 'sponge'],
};

/** Words that describe rather than name an ingredient. */
const IGNORED_WORDS = new Set(['fresh', 'large', 'small', 'medium', 'chopped', 'diced', 'minced', 'sliced', 'whole', 'organic', 'of']);

const KEYWORD_CATEGORY = new Map<string, GroceryCategory>();
let LONGEST_PHRASE = 1;
for (const [category, keywords] of Object.entries(CATEGORY_KEYWORDS) as Array<[GroceryCategory, string[]]>) {
  for (const keyword of keywords) {
    // The first category that lists a keyword keeps it.
    if (!KEYWORD_CATEGORY.has(keyword)) KEYWORD_CATEGORY.set(keyword, category);
    LONGEST_PHRASE = Math.max(LONGEST_PHRASE, keyword.split(' ').length);
  }
}

/** Lower-case singular words of a name: "Fresh Roma Tomatoes" → ["roma", "tomato"]. */
function words(name: string): string[] {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z\s&-]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word && !IGNORED_WORDS.has(word))
    .map(singularize);
}

/**
 * The aisle of an ingredient from its name. English puts the head noun last, so a phrase ending
 * the name decides first, longest first ("red wine vinegar" is vinegar, not wine; "lemon juice"
 * is a lemon, "orange juice" a drink). Otherwise longer phrases win anywhere ("sour cream
 * frosting" → Dairy), and among equal lengths the later one ("chicken stock" is stock).
 */
export function categorize(name: string): GroceryCategory {
  const list = words(name);
  for (let start = Math.max(0, list.length - LONGEST_PHRASE); start < list.length; start++) {
    const category = KEYWORD_CATEGORY.get(list.slice(start).join(' '));
    if (category) return category;
  }
  for (let size = Math.min(LONGEST_PHRASE, list.length); size >= 1; size--) {
    for (let start = list.length - size; start >= 0; start--) {
      const category = KEYWORD_CATEGORY.get(list.slice(start, start + size).join(' '));
      if (category) return category;
    }
  }
  return UNCATEGORIZED;
}

/** Key that makes "Tomatoes", "tomato " and "TOMATO" one item group. */
export const nameKey = ingredientKey;
