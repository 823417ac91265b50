/**
 * Ingredient parser benchmark: splits hand-labelled samples of real ingredient lines, drawn at
 * random from the fixture pages' expected ingredients and each labelled with what a shopper wants
 * on the grocery list, and prints the share right per field, beside parse-ingredient (the kept
 * parser we measured against) for the fields it gives. Two samples: the parser's rules were
 * written looking at the misses of the first, never at those of the second (held out). A held-out
 * sample whose misses were used to write rules joins the first, and a freshly labelled one of
 * lines in neither takes its place.
 * Scoring rules:
 * - quantity: equal within 0.001 (no amount is 0).
 * - unit: the canonical short name ("tbsp"), equal.
 * - name: equal ignoring case and runs of spaces.
 * - note: the same words in any order, ignoring case and punctuation (the order of remarks is the
 *   page's, not the shopper's concern).
 * Run with --failures to list the lines of the first sample that each field gets wrong.
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

/** A sample's labels; a fixture that changed under them is an error, not a miss. */
function readLabels(file: string): Label[] {
  const labels = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as Label[];
  for (const label of labels) {
    const { ingredients } = JSON.parse(readFileSync(new URL(`${label.host}.json`, FIXTURES), 'utf8')) as { ingredients: string[] | string };
    const lines = typeof ingredients === 'string' ? ingredients.split('\n') : ingredients;
    if (lines[label.index] !== label.line) throw new Error(`${label.host} #${label.index} is no longer "${label.line}"`);
  }
  return labels;
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

type Parse = (line: string) => Partial<RecipeIngredient>;
interface Score {
  right: Map<Field | 'all', number>;
  misses: Map<Field, string[]>;
  lines: number;
  /** The fields the parser gives. */
  given: Set<Field>;
}

function score(labels: Label[], parse: Parse, times?: number[]): Score {
  const result: Score = { right: new Map(), misses: new Map(), lines: labels.length, given: new Set() };
  for (const label of labels) {
    const start = performance.now();
    const got = parse(label.line);
    times?.push(performance.now() - start);
    let all = true;
    for (const field of Object.keys(SAME) as Field[]) {
      if (!(field in got)) continue;
      result.given.add(field);
      if (SAME[field](label, got)) result.right.set(field, (result.right.get(field) ?? 0) + 1);
      else {
        all = false;
        const misses = result.misses.get(field) ?? [];
        misses.push(`  ${label.line}\n    expected ${JSON.stringify(label[field])}, got ${JSON.stringify(got[field])}`);
        result.misses.set(field, misses);
      }
    }
    if (all) result.right.set('all', (result.right.get('all') ?? 0) + 1);
  }
  return result;
}

const tuned = readLabels('ingredient-labels.json');
const heldOut = readLabels('ingredient-labels-held-out.json');
const times: number[] = [];
const columns = [
  score(tuned, parseIngredientLine, times),
  score(heldOut, parseIngredientLine, times),
  score([...tuned, ...heldOut], theirs),
];
const share = ({ right, lines, given }: Score, field: Field | 'all'): string =>
  (field === 'all' ? given.size === Object.keys(SAME).length : given.has(field))
    ? `${((100 * (right.get(field) ?? 0)) / lines).toFixed(1)} %`
    : '—';
const sorted = [...times].sort((a, b) => a - b);
console.log('Ingredient parser benchmark: hand-labelled lines of the fixture pages\n');
console.log(`| field | ours, ${tuned.length} lines (rules tuned on) | ours, ${heldOut.length} lines (held out) | parse-ingredient 3, all ${tuned.length + heldOut.length} |`);
console.log('|---|---:|---:|---:|');
for (const field of [...Object.keys(SAME), 'all'] as (Field | 'all')[]) {
  console.log(`| ${field === 'all' ? 'all four' : field} | ${columns.map((column) => share(column, field)).join(' | ')} |`);
}
console.log(`\nmedian parse time per line: ${((sorted[Math.floor(sorted.length / 2)] ?? 0) * 1000).toFixed(1)} µs`);
if (process.argv.includes('--failures')) {
  for (const [field, misses] of columns[0]?.misses ?? []) console.log(`\n${field} wrong:\n${misses.join('\n')}`);
}
