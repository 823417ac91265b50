/**
 * The recipe-page fixtures' expected results as shared/fixtures/recipe-pages/ERRATA.md settles
 * them, the two ways of comparing lines it asks for, and the fixed split of the pages into the
 * part rules are tuned on and the part held out. Used by the import benchmark and the fixture tests.
 *
 * Nothing here is read by the importer: the corrections below are about what the right answer
 * is, never about how a page is read.
 */
import { createHash } from 'node:crypto';
import { parseDuration } from '../src/extract/duration.js';
import type { ExtractResult } from '../src/extract/types.js';

export interface Expected {
  title: string;
  canonical_url: string;
  image: string;
  ingredients: string[];
  /** Missing in a few never-seen pages' files: then the file gives no steps to score. */
  instructions_list?: string[];
  total_time?: number | null;
  prep_time?: number;
  cook_time?: number;
  yields?: string;
}

/**
 * ERRATA.md: the two expected files that are wrong, with the right answer.
 * - homechef.com: "Info " is the title of an icon before some ingredients, not text.
 * - cookingcircle.com: the file keeps the first 8 of the page's 12 lines; the frosting group's
 *   four lines belong too.
 */
const CORRECTIONS: Record<string, (expected: Expected) => Expected> = {
  'homechef.com': (e) => ({ ...e, ingredients: e.ingredients.map((line) => line.replace(/^Info\s+/, '')) }),
  'cookingcircle.com': (e) => ({
    ...e,
    ingredients: [...e.ingredients.slice(0, 8), '120g icing sugar', '112g vegan stick butter', '1/4 tsp blue spirulina', '1/2 tsp pink pitaya powder'],
  }),
};

/** A fixture's expected result, corrected where ERRATA.md says the file is wrong. */
export function readExpected(json: string, host: string): Expected {
  const raw = JSON.parse(json) as Omit<Expected, 'ingredients'> & { ingredients: string[] | string };
  // One file (cookinglight.com) gives its lines as one string separated by line breaks.
  const expected: Expected = { ...raw, ingredients: typeof raw.ingredients === 'string' ? raw.ingredients.split('\n') : raw.ingredients };
  return CORRECTIONS[host]?.(expected) ?? expected;
}

/** Whitespace collapsed: the strict comparison. */
export const strictLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

const VULGAR: Record<string, string> = {
  '¼': '1/4', '½': '1/2', '¾': '3/4', '⅐': '1/7', '⅑': '1/9', '⅒': '1/10', '⅓': '1/3', '⅔': '2/3', '⅕': '1/5',
  '⅖': '2/5', '⅗': '3/5', '⅘': '4/5', '⅙': '1/6', '⅚': '5/6', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8',
};

/**
 * A line as a reader sees it (ERRATA.md, "Formatting is not content"): a vulgar fraction is its
 * slash form ("1½" = "1 ½" = "1 1/2"), and parentheses, commas and spacing around a note are
 * formatting ("butter (melted)" = "butter, melted" = "butter melted").
 */
export function readerLine(text: string): string {
  return text
    // The space before a glyph with no whole number stays: "sugar ¼ cup" is "sugar 1/4 cup".
    .replace(/(\d)?(\s*)([¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, (_, whole: string | undefined, space: string, glyph: string) => `${whole ? `${whole} ` : space}${VULGAR[glyph]}`)
    .replace(/(\d)\s*[⁄∕]\s*(\d)/g, '$1/$2')
    .replace(/[(),]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export type LineComparison = (text: string) => string;

export const sameLines = (expected: string[], actual: string[], as: LineComparison): boolean =>
  expected.length === actual.length && expected.every((line, i) => as(line) === as(actual[i] ?? ''));

const sameMinutes = (expected: number | null | undefined, actual: string | null): boolean =>
  (expected ?? 0) === (parseDuration(actual) ?? 0);
const firstNumber = (text: string): number => Math.round(Number(/\d+(?:\.\d+)?/.exec(text)?.[0] ?? 1)) || 1;

/** A field's check under a way of comparing lines; undefined when the page gives no expectation. */
export type Check = (expected: Expected, result: ExtractResult, as: LineComparison) => boolean | undefined;

/**
 * The recipe's fields as the benchmarks score them:
 * - title: equal after whitespace normalisation.
 * - ingredients: the raw lines, one by one, compared the given way.
 * - instructions: the step list, compared as ingredients; an empty expected list counts right
 *   whatever is returned (the fixture gives no steps to compare against), a missing one is not scored.
 * - times: minutes, only where the expectation has the key (null and 0 both mean "none").
 * - servings: the first number of the expected yields text (1 when it has none).
 */
export const RECIPE_CHECKS: [string, Check][] = [
  ['title', (e, r) => strictLine(e.title) === strictLine(r.recipe.name)],
  ['ingredients', (e, r, as) => sameLines(e.ingredients, r.ingredient_lines, as)],
  ['instructions', (e, r, as) => (e.instructions_list === undefined ? undefined : e.instructions_list.length === 0 || sameLines(e.instructions_list, r.recipe.instructions.map((s) => s.content), as))],
  ['total_time', (e, r) => ('total_time' in e ? sameMinutes(e.total_time, r.recipe.total_time) : undefined)],
  ['prep_time', (e, r) => ('prep_time' in e ? sameMinutes(e.prep_time, r.recipe.prep_time) : undefined)],
  ['cook_time', (e, r) => ('cook_time' in e ? sameMinutes(e.cook_time, r.recipe.cook_time) : undefined)],
  ['servings', (e, r) => (e.yields === undefined ? undefined : firstNumber(e.yields) === r.recipe.servings)],
];

/** Seed of the split: changing it draws another split, so it stays fixed. */
const SPLIT_SEED = 'recipe-import-split-1';
/** Share of the pages held out from tuning. */
export const HELD_OUT_SHARE = 0.3;

/**
 * The held-out part: the 30 % of pages whose seeded hash of the file name is lowest, the same
 * whatever order the pages are listed in.
 */
export function heldOutPages(hosts: readonly string[]): Set<string> {
  const hash = (host: string): string => createHash('sha256').update(`${SPLIT_SEED}:${host}`).digest('hex');
  const ranked = [...hosts].sort((a, b) => (hash(a) < hash(b) ? -1 : 1));
  return new Set(ranked.slice(0, Math.round(hosts.length * HELD_OUT_SHARE)));
}
