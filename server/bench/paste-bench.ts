/**
 * Pasted-recipe benchmark: every server/bench/pasted/<host>.txt is a recipe as a user would paste
 * it (a WhatsApp message, a PDF copy with broken lines, a note, an e-mail, Markdown, "Step n"
 * blocks, bare lines without headings), written from the visible text of the fixture page
 * shared/fixtures/recipe-pages/<host>.html. Each is read by the pasted-text reader and scored per
 * field against that page's expected result (as ERRATA.md corrects it), with the import
 * benchmark's comparisons: title equal after whitespace normalisation; ingredient and step lines
 * strict (whitespace) and normalised (as a reader sees them); times in minutes and servings only
 * where the page states them. Run with --failures to list the texts each field gets wrong.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseDuration } from '../src/extract/duration.js';
import { extractRecipeFromText } from '../src/extract/pasted-text.js';
import type { ExtractResult } from '../src/extract/types.js';
import { readerLine, readExpected, sameLines, strictLine, type Expected, type LineComparison } from './fixture-expected.js';

const PASTED = new URL('./pasted/', import.meta.url);
const FIXTURES = new URL('../../../shared/fixtures/recipe-pages/', import.meta.url);

const sameMinutes = (expected: number | null | undefined, actual: string | null): boolean => (expected ?? 0) === (parseDuration(actual) ?? 0);
const firstNumber = (text: string): number => Math.round(Number(/\d+(?:\.\d+)?/.exec(text)?.[0] ?? 1)) || 1;

type Check = (expected: Expected, result: ExtractResult, as: LineComparison) => boolean | undefined;
const CHECKS: [string, Check][] = [
  ['title', (e, r) => strictLine(e.title) === strictLine(r.recipe.name)],
  ['ingredients', (e, r, as) => sameLines(e.ingredients, r.ingredient_lines, as)],
  ['instructions', (e, r, as) => sameLines(e.instructions_list, r.recipe.instructions.map((s) => s.content), as)],
  ['total_time', (e, r) => ('total_time' in e ? sameMinutes(e.total_time, r.recipe.total_time) : undefined)],
  ['prep_time', (e, r) => ('prep_time' in e ? sameMinutes(e.prep_time, r.recipe.prep_time) : undefined)],
  ['cook_time', (e, r) => ('cook_time' in e ? sameMinutes(e.cook_time, r.recipe.cook_time) : undefined)],
  ['servings', (e, r) => (e.yields === undefined ? undefined : firstNumber(e.yields) === r.recipe.servings)],
];
const COMPARISONS = { strict: strictLine, normalised: readerLine } satisfies Record<string, LineComparison>;

interface Tally {
  right: number;
  texts: number;
  failures: string[];
}
const tallies = new Map<string, Tally>();
const hosts = readdirSync(PASTED).filter((f) => f.endsWith('.txt')).map((f) => f.slice(0, -'.txt'.length)).sort();
const times: number[] = [];
for (const host of hosts) {
  const expected = readExpected(readFileSync(new URL(`${host}.json`, FIXTURES), 'utf8'), host);
  const text = readFileSync(new URL(`${host}.txt`, PASTED), 'utf8');
  const start = performance.now();
  const result = extractRecipeFromText(text);
  times.push(performance.now() - start);
  for (const [name, check] of CHECKS) {
    for (const [comparison, as] of Object.entries(COMPARISONS)) {
      const outcome = check(expected, result, as);
      if (outcome === undefined) continue;
      const key = `${name}|${comparison}`;
      const entry = tallies.get(key) ?? { right: 0, texts: 0, failures: [] };
      tallies.set(key, entry);
      entry.texts++;
      if (outcome) entry.right++;
      else entry.failures.push(host);
    }
  }
}

const share = (t: Tally | undefined): string => (t ? `${t.right}/${t.texts} = ${((100 * t.right) / Math.max(t.texts, 1)).toFixed(1)} %` : '–');
console.log(`Pasted-recipe benchmark: ${hosts.length} texts\n`);
console.log('| field | strict | normalised |');
console.log('|---|---:|---:|');
for (const [name] of CHECKS) console.log(`| ${name} | ${share(tallies.get(`${name}|strict`))} | ${share(tallies.get(`${name}|normalised`))} |`);
const sorted = [...times].sort((a, b) => a - b);
console.log(`\nmedian read time per text: ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(2)} ms`);
if (process.argv.includes('--failures')) {
  for (const [name] of CHECKS) {
    const failures = tallies.get(`${name}|normalised`)?.failures ?? [];
    if (failures.length) console.log(`${name} wrong: ${failures.join(' ')}`);
  }
}
