import type { CheerioAPI } from 'cheerio';
import { parseDuration } from './duration.js';
import { isNode, isRecipe, type SchemaNode } from './schema-recipe.js';
import { collapse, markupText } from './text.js';
import type { RecipeFields } from './types.js';

/**
 * A page built by a script in the browser (an empty <div id="__next"> and the site's data in a
 * <script type="application/json">) shows its recipe only once the script has run; the data it
 * ships holds the same recipe under the site's own names. Read here: the first object with a
 * list of ingredients and a list of steps, whatever the site calls them. Some frameworks ship the
 * data in an attribute of the element the script mounts on (<div id="app" data-page="{…}">).
 */

/** Keys naming the ingredient list and the step list, by their words ("recipeIngredients"; "method", "cookingSteps"). */
const INGREDIENTS_KEY = /ingredient/i;
const STEPS_WORD = /^(?:method|steps?|instructions?|directions?|preparation)$/i;
const STEPS_SUFFIX = /[a-z](?:Method|Steps?|Instructions?|Directions?)$/;
const isStepsKey = (key: string): boolean => STEPS_WORD.test(key) || STEPS_SUFFIX.test(key);
/** Steps are sentences: a list of single words under such a key tags how the dish is cooked ("method": ["stovetop"]). */
const isMethod = (texts: string[]): boolean => texts.some((text) => /\s/.test(text));
/** Where a list item keeps its text, most specific first. */
const ITEM_TEXT_KEYS = ['label', 'text', 'description', 'content', 'body', 'instruction', 'name', 'title'];
/** A key whose last word names its value a text: "display_text", "plainText". */
const TEXT_KEY = /(?:^|[a-z_])(?:_t|T)ext$/;
/** Where the object keeps the rest of the recipe. */
const NAME_KEYS = ['title', 'name', 'headline'];
const IMAGE_KEYS = ['image', 'images', 'photo', 'heroImage', 'thumbnail'];
const YIELD_KEYS = ['servingSize', 'servings', 'serves', 'yield', 'recipeYield', 'portions'];

/** Most objects visited in a page's data, and the deepest nesting: bounded work on any page. */
const MAX_NODES = 50_000;
const MAX_DEPTH = 32;
/** Longest data read: a page's data past this is no recipe's. */
const MAX_DATA_LENGTH = 2_000_000;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** An item's text: itself, or the first text among its keys; HTML written out as lines. */
function itemText(item: unknown): string {
  if (typeof item === 'string') return markupText(item);
  if (!isNode(item)) return '';
  // Past the usual names, a key naming its value a text ("display_text", "plainText").
  const named = Object.entries(item).filter(([key]) => TEXT_KEY.test(key)).map(([, value]) => value);
  const text = [...ITEM_TEXT_KEYS.map((key) => item[key]), ...named].find((value) => typeof value === 'string' && value.trim());
  return typeof text === 'string' ? markupText(text) : '';
}

/** Where an item keeps its whole line: the text keys before a name or a title. */
const LINE_KEYS = ITEM_TEXT_KEYS.filter((key) => key !== 'name' && key !== 'title');
/** Where an amount kept in an object of its own ({"quantity": "½", "display": "cup"}) keeps its number and its unit. */
const QUANTITY_KEYS = ['quantity', 'amount', 'value'];
const UNIT_KEYS = ['display', 'unit', 'abbreviation'];
/** Keys of an ingredient's note kept apart from its name ("extra_comment": "melted"). */
const NOTE_KEY = /comment|note|preparation/i;

/** An item's amount kept in an object of its own: the first such (the site's main measure before a converted one), as written ("½ cup"). */
function amountOf(item: SchemaNode): string | undefined {
  for (const value of Object.values(item)) {
    if (!isNode(value)) continue;
    const quantity = firstOf(value, QUANTITY_KEYS);
    if (typeof quantity !== 'string' && typeof quantity !== 'number') continue;
    const unit = firstOf(value, UNIT_KEYS);
    return collapse(`${quantity} ${typeof unit === 'string' ? unit : ''}`);
  }
  return undefined;
}

/**
 * An ingredient item's line: its text, or, where the site keeps the parts apart (a name, an
 * amount object, a note), the line they make as the page shows it ("½ cup unsalted butter, melted").
 */
function ingredientText(item: unknown): string {
  const name = isNode(item) ? item['name'] : undefined;
  // An item with a text of its own ("text", "label", …; a name or title aside) is that text.
  const amount = isNode(item) && typeof name === 'string' && !LINE_KEYS.some((key) => item[key]) ? amountOf(item) : undefined;
  if (!isNode(item) || typeof name !== 'string' || amount === undefined) return itemText(item);
  const note = Object.entries(item).find(([key, value]) => NOTE_KEY.test(key) && typeof value === 'string' && value.trim())?.[1];
  return collapse(`${amount} ${markupText(name)}${typeof note === 'string' ? `, ${markupText(note)}` : ''}`);
}

/**
 * The object's ingredient lines: its first list under a key naming ingredients that gives any. A
 * list of groups, each a name and its own list of ingredients ("ingredient_sections": [{"name":
 * "Dough", "ingredients": […]}]), gives the groups' ingredients: a group's name is no ingredient.
 */
function ingredientList(node: SchemaNode): string[] {
  const groupItems = (item: unknown): unknown[] | undefined =>
    isNode(item) ? (Object.entries(item).find(([key, value]) => INGREDIENTS_KEY.test(key) && Array.isArray(value))?.[1] as unknown[] | undefined) : undefined;
  for (const [key, value] of Object.entries(node)) {
    if (!INGREDIENTS_KEY.test(key)) continue;
    const lines = list(value).flatMap((item) => groupItems(item)?.map(ingredientText) ?? [ingredientText(item)]).filter(Boolean);
    if (lines.length) return lines;
  }
  return [];
}

/**
 * An object holding a list of ingredients and a list of steps, both with text; or a schema.org
 * Recipe copied into the data, which its type names as one whatever its steps.
 */
function isRecipeObject(node: SchemaNode): boolean {
  return ingredientList(node).length > 0 && (isRecipe(node) || stepList(node).length > 0);
}

/** The texts of the object's first list under a key so named that holds any (and that accept takes). */
function textList(node: SchemaNode, named: (key: string) => boolean, accept = (_texts: string[]): boolean => true): string[] {
  for (const [key, value] of Object.entries(node)) {
    const texts = named(key) ? list(value).map(itemText).filter(Boolean) : [];
    if (texts.length && accept(texts)) return texts;
  }
  return [];
}

/** The object's steps: its first list under a key naming a method that holds sentences. */
const stepList = (node: SchemaNode): string[] => textList(node, isStepsKey, isMethod);

/** The first recipe object of the data, depth first; undefined past the bounds. */
function findRecipe(root: unknown): SchemaNode | undefined {
  const stack: [unknown, number][] = [[root, 0]];
  for (let visited = 0; stack.length && visited < MAX_NODES; visited++) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (isNode(value) && isRecipeObject(value)) return value;
    if (depth >= MAX_DEPTH || (typeof value !== 'object' || value === null)) continue;
    const children = Array.isArray(value) ? value : Object.values(value);
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], depth + 1]);
  }
  return undefined;
}

const firstOf = (node: SchemaNode, keys: string[]): unknown => keys.map((key) => node[key]).find((value) => value !== undefined && value !== null);

/** An image as a URL, an object with one (and perhaps its width and height), or a list of either: the first. */
function imageOf(value: unknown): { url: string; size: number } | undefined {
  // Data escaped twice keeps JSON's "\/" for each slash ("https:\/\/cdn…"); a URL holds no backslash.
  if (typeof value === 'string') return value.trim() ? { url: value.trim().replace(/\\\//g, '/'), size: 0 } : undefined;
  if (Array.isArray(value)) return value.map(imageOf).find(Boolean);
  if (!isNode(value)) return undefined;
  const image = imageOf(value['url'] ?? value['src']);
  const size = Math.max(Number(value['width']) || 0, Number(value['height']) || 0);
  return image && { url: image.url, size };
}

const minutes = (value: unknown): number | undefined => parseDuration(value) || undefined;

/** Recipe fields from the data a script-built page ships, or undefined when it holds no recipe. */
export function extractAppData($: CheerioAPI): RecipeFields | undefined {
  const shipped = [
    ...$('script[type="application/json"]').toArray().map((el) => $(el).text()),
    ...$('[data-page]').toArray().map((el) => $(el).attr('data-page') ?? ''),
  ];
  for (const text of shipped) {
    if (text.length > MAX_DATA_LENGTH || !INGREDIENTS_KEY.test(text)) continue;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      continue;
    }
    const recipe = findRecipe(data);
    if (!recipe) continue;
    const name = firstOf(recipe, NAME_KEYS);
    const yields = firstOf(recipe, YIELD_KEYS);
    const image = imageOf(firstOf(recipe, IMAGE_KEYS));
    return {
      name: typeof name === 'string' ? collapse(markupText(name)) : undefined,
      image: image?.url,
      imageSizes: image?.size ? { [image.url]: image.size } : undefined,
      ingredients: ingredientList(recipe),
      instructions: stepList(recipe),
      prepMinutes: minutes(recipe['prepTime']),
      cookMinutes: minutes(recipe['cookTime']),
      totalMinutes: minutes(recipe['totalTime'] ?? recipe['time']),
      yields: typeof yields === 'number' || typeof yields === 'string' ? String(yields) : undefined,
    };
  }
  return undefined;
}
