import { parseDuration } from './duration.js';
import { numberedSteps, STEP, STEP_LABEL, withoutNumber } from './step-numbers.js';
import { collapse, markupLines, markupText } from './text.js';
import type { RecipeFields } from './types.js';
import { words } from './vocabulary.js';

/** A schema.org node as JSON-LD gives it (microdata is read into the same shape). */
export type SchemaNode = Record<string, unknown>;
/** Follows `{"@id": …}` references into the rest of the document's graph. */
export type Resolve = (value: unknown) => unknown;

export const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function schemaTypes(node: SchemaNode): string[] {
  const type = node['@type'] ?? node['type'];
  const list = Array.isArray(type) ? type : [type];
  // "http://schema.org/Recipe" and "schema:Recipe" name the same type as "Recipe".
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/:#]/, ''));
}

/** A node typed Recipe, among other types or not, however the page spells it ("recipe"). */
export const isRecipe = (node: SchemaNode): boolean => schemaTypes(node).some((type) => type.toLowerCase() === 'recipe');

const asList = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

function texts(value: unknown, resolve: Resolve): string[] {
  return asList(value).flatMap((item) => {
    const resolved = resolve(item);
    if (typeof resolved === 'string') return [markupText(resolved)];
    if (typeof resolved === 'number') return [String(resolved)];
    if (isNode(resolved)) return texts(resolved['name'] ?? resolved['text'] ?? resolved['@value'], resolve);
    return [];
  }).filter(Boolean);
}

const firstText = (value: unknown, resolve: Resolve): string | undefined => texts(value, resolve)[0];

/** Pixels an ImageObject's width or height states (1200, "1200", "1200 px", {"value": 1200}); 0 when none. */
function statedPixels(value: unknown): number {
  const pixels = isNode(value) ? value['value'] : value;
  const n = typeof pixels === 'number' ? pixels : Number.parseInt(typeof pixels === 'string' ? pixels : '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

function sizedImages(value: unknown, resolve: Resolve): { url: string; size: number }[] {
  return asList(value).flatMap((item) => {
    const resolved = resolve(item);
    if (typeof resolved === 'string') return resolved.trim() ? [{ url: collapse(resolved), size: 0 }] : [];
    if (!isNode(resolved)) return [];
    const size = Math.max(statedPixels(resolved['width']), statedPixels(resolved['height']));
    return sizedImages(resolved['url'] ?? resolved['contentUrl'], resolve).map(({ url }) => ({ url, size }));
  });
}

/** The recipe's images in its order, largest first when every one states its size (a thumbnail may come first). */
function orderedImages(value: unknown, resolve: Resolve): { url: string; size: number }[] {
  const images = sizedImages(value, resolve);
  const sized = images.length > 1 && images.every((image) => image.size > 0);
  return sized ? images.toSorted((a, b) => b.size - a.size) : images;
}

function ingredientLines(value: unknown, resolve: Resolve): string[] {
  return asList(value).flatMap((item) => {
    const resolved = resolve(item);
    if (typeof resolved === 'string') return markupLines(resolved, true);
    if (Array.isArray(resolved)) return ingredientLines(resolved, resolve);
    return isNode(resolved) ? texts(resolved['text'] ?? resolved['name'], resolve) : [];
  });
}

/** A name that is only the method's own heading ("Instructions", "Modo de Preparo"). */
export const METHOD_NAME = new RegExp(String.raw`^${words('instructions')}\s*:?$`, 'i');

/** A name that only numbers its step ("Step 1", "Schritt 2", "3"). */
const NUMBERING = new RegExp(String.raw`^(?:${STEP}\s*)?\d*$`, 'i');

/**
 * A step's own short title ("Make the marinade") as a line before its text; none when the name
 * only repeats (or truncates) the text or numbers it ("Step 1"), as many plugins fill it. Where
 * the text splits into steps, step is its first and whole the text: a name repeating the whole
 * ("1. Boil … 2. Drain …") is no title either.
 */
export function stepTitle(name: unknown, step: string, whole = step): string[] {
  if (typeof name !== 'string') return [];
  const title = markupText(name);
  const head = title.replace(/[.…\s]+$/, '');
  const numbering = NUMBERING.test(head);
  // A lone lower-case word ("knead") tags the step rather than titling it.
  const tag = /^\p{Ll}+$/u.test(head);
  return head && !numbering && !tag && !step.startsWith(head) && !whole.startsWith(head) ? [title] : [];
}

/**
 * Steps of recipeInstructions: text, lists of text, HowToStep, HowToSection and ItemList nesting.
 * A section's name becomes a step of its own so the grouping ("For the sauce") is not lost.
 */
function instructionSteps(value: unknown, resolve: Resolve, top = true): string[] {
  const items = asList(value);
  return items.flatMap((item): string[] => {
    const resolved = resolve(item);
    // One text holding the whole method splits into its lines; in a list, each text is one step.
    if (typeof resolved === 'string') return items.length > 1 ? [withoutNumber(markupText(resolved))] : numberedSteps(markupLines(resolved));
    if (Array.isArray(resolved)) return instructionSteps(resolved, resolve, false);
    // A tip explains how to get a step right; it is no step of its own.
    if (!isNode(resolved) || schemaTypes(resolved).includes('HowToTip')) return [];
    if (resolved['itemListElement'] !== undefined) {
      // A step holding its directions as items may be named only by its number ("Step 1").
      const name = typeof resolved['name'] === 'string' ? markupText(resolved['name']) : '';
      // The one section of the method, named as the method, names no part of it.
      const named = name && !STEP_LABEL.test(name) && !(top && items.length === 1 && METHOD_NAME.test(name));
      return [...(named ? [name] : []), ...instructionSteps(resolved['itemListElement'], resolve, false)];
    }
    // A list item may give its title as name and its sub-steps, line by line, as description.
    const description = resolved['description'];
    if (resolved['text'] === undefined && typeof resolved['name'] === 'string' && typeof description === 'string') {
      return [markupText(resolved['name']), ...markupLines(description)].filter(Boolean);
    }
    const text = resolved['text'] ?? resolved['name'] ?? description;
    // A HowToStep is numbered already; a leading "1." or "Step 1:" would repeat the number.
    if (typeof text !== 'string') return instructionSteps(text, resolve, false);
    // The only step of the recipe may hold the whole method, line by line.
    const steps = items.length === 1 && top ? numberedSteps(markupLines(text)) : [withoutNumber(markupText(text))];
    return [...stepTitle(resolved['name'], steps[0] ?? '', markupText(text)), ...steps].filter(Boolean);
  });
}

/** "https://schema.org/GlutenFreeDiet" → "Gluten Free". */
const dietName = (diet: string): string =>
  diet.replace(/^.*\//, '').replace(/Diet$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').trim();

function keywordList(value: unknown, resolve: Resolve): string[] {
  return texts(value, resolve).flatMap((k) => k.split(',')).map(collapse).filter(Boolean);
}

const joined = (list: string[]): string | undefined => (list.length ? [...new Set(list)].join(', ') : undefined);

/** A yield as text: "4 servings", 4, or a QuantitativeValue ({"value": 6, "unitText": "servings"} → "6 servings"). */
function yieldText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return markupText(value);
  return isNode(value) ? [value['value'], value['unitText']].map(yieldText).filter(Boolean).join(' ') : '';
}

/** A range in a yield text ("4-6 servings", "6 to 8"). */
const YIELD_RANGE = /(?<!\d)(\d+)\s*(?:-|–|—|to)\s*(\d+)/i;

/**
 * The yield of a list: the entry that says what it counts ("4 servings") over a bare number; a bare
 * range ("3-4" beside "3", a card's shown text beside its servings count) says no more than the
 * first. When that entry shows a range and the bare number is one of its ends ("4" beside "4-6
 * servings"), the number is the count the card is written for and scales from: the range reads as
 * that count.
 */
function chosenYield(yields: string[]): string | undefined {
  // Anchored at the first digit, so a long run of digits is read once.
  const counted = yields.find((y) => /^\D*\d.*\p{L}/su.test(y));
  const bare = yields.find((y) => /^\d+$/.test(y.trim()))?.trim();
  if (counted === undefined) return yields[0];
  const range = YIELD_RANGE.exec(counted);
  return bare !== undefined && range && (range[1] === bare || range[2] === bare) ? counted.replace(range[0], bare) : counted;
}

/** Maps a schema.org Recipe node to recipe fields. */
export function fieldsFromSchemaRecipe(node: SchemaNode, resolve: Resolve): RecipeFields {
  // No step takes no time: a zero ("PT00H00M00S") is a template's empty value.
  const minutes = (key: string): number | undefined => {
    const value = resolve(node[key]);
    return parseDuration(Array.isArray(value) ? value[0] : value) || undefined;
  };
  const yields = asList(resolve(node['recipeYield'] ?? node['yield'])).map(yieldText).filter(Boolean);
  // photo / ingredient / instructions: the older data-vocabulary.org names, still in old pages.
  const sized = orderedImages(node['image'] ?? node['thumbnailUrl'] ?? node['photo'], resolve);
  const images = sized.map((image) => image.url);
  const tags = [
    ...keywordList(node['recipeCategory'], resolve),
    ...keywordList(node['keywords'], resolve),
  ];
  return {
    name: firstText(node['name'] ?? node['headline'], resolve),
    image: images[0],
    images,
    imageSizes: Object.fromEntries(sized.filter((image) => image.size > 0).map((image) => [image.url, image.size])),
    ingredients: ingredientLines(node['recipeIngredient'] ?? node['ingredients'] ?? node['ingredient'], resolve),
    instructions: instructionSteps(node['recipeInstructions'] ?? node['instructions'], resolve),
    prepMinutes: minutes('prepTime'),
    cookMinutes: minutes('cookTime'),
    totalMinutes: minutes('totalTime'),
    yields: chosenYield(yields),
    cuisine: joined(texts(node['recipeCuisine'], resolve)),
    dietary: joined(texts(node['suitableForDiet'], resolve).map(dietName).filter(Boolean)),
    tags: [...new Set(tags)],
    notes: firstText(node['description'], resolve),
  };
}
