/**
 * Pasted-recipe benchmark: every server/bench/pasted/<host>.txt is a recipe as a user would paste
 * it (a WhatsApp message, a PDF copy with broken lines, a note, an e-mail, Markdown, "Step n"
 * blocks, bare lines without headings), written from the visible text of the fixture page
 * shared/fixtures/recipe-pages/<host>.html. Each is read by the pasted-text reader and scored per
 * field against that page's expected result (as ERRATA.md corrects it) with the import
 * benchmark's checks (RECIPE_CHECKS), lines strict (whitespace) and normalised (as a reader sees
 * them). The rules were written while looking at these texts: there is no held-out part.
 * Run with --failures to list the texts each field gets wrong.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extractRecipeFromText } from '../src/extract/pasted-text.js';
import { readerLine, readExpected, RECIPE_CHECKS as CHECKS, strictLine, type LineComparison } from './fixture-expected.js';

const PASTED = new URL('./pasted/', import.meta.url);
const FIXTURES = new URL('../../../shared/fixtures/recipe-pages/', import.meta.url);

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
