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
  const text = ITEM_TEXT_KEYS.map((key) => item[key]).find((value) => typeof value === 'string' && value.trim());
  return typeof text === 'string' ? markupText(text) : '';
}

/**
 * An object holding a list of ingredients and a list of steps, both with text; or a schema.org
 * Recipe copied into the data, which its type names as one whatever its steps.
 */
function isRecipeObject(node: SchemaNode): boolean {
  return textList(node, (key) => INGREDIENTS_KEY.test(key)).length > 0 && (isRecipe(node) || stepList(node).length > 0);
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
  if (typeof value === 'string') return value.trim() ? { url: value.trim(), size: 0 } : undefined;
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
      ingredients: textList(recipe, (key) => INGREDIENTS_KEY.test(key)),
      instructions: stepList(recipe),
      prepMinutes: minutes(recipe['prepTime']),
      cookMinutes: minutes(recipe['cookTime']),
      totalMinutes: minutes(recipe['totalTime'] ?? recipe['time']),
      yields: typeof yields === 'number' || typeof yields === 'string' ? String(yields) : undefined,
    };
  }
  return undefined;
}
