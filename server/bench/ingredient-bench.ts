/**
 * Ingredient parser benchmark: splits the labelled sample of real ingredient lines
 * (bench/ingredient-labels.json: 300 lines drawn at random from the fixture pages' expected
 * ingredients, each labelled by hand with what a shopper wants on the grocery list) and prints the
 * share right per field, beside parse-ingredient (the kept parser we measured against) for the
 * fields it gives.
 * Scoring rules:
 * - quantity: equal within 0.001 (no amount is 0).
 * - unit: the canonical short name ("tbsp"), equal.
 * - name: equal ignoring case and runs of spaces.
 * - note: the same words in any order, ignoring case and punctuation (the order of remarks is the
 *   page's, not the shopper's concern).
 * Run with --failures to list the lines each field gets wrong.
 */
import { readFileSync } from 'node:fs';
import { parseIngredient } from 'parse-ingredient';
import { parseIngredientLine } from '../src/extract/ingredient-parser.js';
import type { RecipeIngredient } from '../src/extract/types.js';

interface Label extends RecipeIngredient {
  host: string;
  index: number;
  line: string;
}

const FIXTURES = new URL('../../../shared/fixtures/recipe-pages/', import.meta.url);
const labels = JSON.parse(readFileSync(new URL('ingredient-labels.json', import.meta.url), 'utf8')) as Label[];

// The labels name their line by page and position; a fixture that changed under them is an error, not a miss.
for (const label of labels) {
  const { ingredients } = JSON.parse(readFileSync(new URL(`${label.host}.json`, FIXTURES), 'utf8')) as { ingredients: string[] | string };
  const lines = typeof ingredients === 'string' ? ingredients.split('\n') : ingredients;
  if (lines[label.index] !== label.line) throw new Error(`${label.host} #${label.index} is no longer "${label.line}"`);
}

/** parse-ingredient's unit ids in this module's canonical short form. */
const THEIR_UNITS: Record<string, string> = {
  cup: 'cup', tablespoon: 'tbsp', teaspoon: 'tsp', ounce: 'oz', 'fluid ounce': 'fl oz', pound: 'lb',
  milligram: 'mg', gram: 'g', kilogram: 'kg', milliliter: 'ml', centiliter: 'cl', deciliter: 'dl', liter: 'l',
  quart: 'qt', pint: 'pt', gallon: 'gal', pinch: 'pinch', dash: 'dash', drop: 'drop', clove: 'clove', can: 'can',
  package: 'package', stick: 'stick', bunch: 'bunch', slice: 'slice', piece: 'piece', sprig: 'sprig',
  head: 'head', centimeter: 'cm', inch: 'inch',
};
const theirs = (line: string): Partial<RecipeIngredient> => {
  const [first] = parseIngredient(line);
  return { quantity: first?.quantity ?? 0, unit: THEIR_UNITS[first?.unitOfMeasureID ?? ''] ?? '' };
};

const words = (text: string): string => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).sort().join(' ');
const plain = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();
type Field = keyof RecipeIngredient;
const SAME: Record<Field, (expected: Label, got: Partial<RecipeIngredient>) => boolean> = {
  quantity: (e, g) => g.quantity !== undefined && Math.abs(g.quantity - e.quantity) < 0.001,
  unit: (e, g) => g.unit === e.unit,
  name: (e, g) => g.name !== undefined && plain(g.name) === plain(e.name),
  note: (e, g) => g.note !== undefined && words(g.note) === words(e.note),
};

const times: number[] = [];
const rows = (Object.keys(SAME) as Field[]).map((field) => ({ field, ours: 0, theirs: 0, misses: [] as string[] }));
let allRight = 0;
for (const label of labels) {
  const start = performance.now();
  const got = parseIngredientLine(label.line);
  times.push(performance.now() - start);
  const other = theirs(label.line);
  let all = true;
  for (const row of rows) {
    const same = SAME[row.field];
    if (same(label, got)) row.ours++;
    else {
      all = false;
      row.misses.push(`  ${label.line}\n    expected ${JSON.stringify(label[row.field])}, got ${JSON.stringify(got[row.field])}`);
    }
    if (row.field in other && same(label, other)) row.theirs++;
  }
  if (all) allRight++;
}

const share = (right: number): string => `${((100 * right) / labels.length).toFixed(1)} %`;
const sorted = [...times].sort((a, b) => a - b);
console.log(`Ingredient parser benchmark: ${labels.length} labelled lines from the fixture pages\n`);
console.log('| field | ours | parse-ingredient 3 |\n|---|---:|---:|');
for (const row of rows) console.log(`| ${row.field} | ${share(row.ours)} | ${row.field === 'quantity' || row.field === 'unit' ? share(row.theirs) : '—'} |`);
console.log(`| all four | ${share(allRight)} | — |`);
console.log(`\nmedian parse time per line: ${((sorted[Math.floor(sorted.length / 2)] ?? 0) * 1000).toFixed(1)} µs`);
if (process.argv.includes('--failures')) for (const row of rows) if (row.misses.length) console.log(`\n${row.field} wrong:\n${row.misses.join('\n')}`);
