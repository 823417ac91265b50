/**
 * Pasted-recipe benchmark: every <host>.txt is a recipe as a user would paste it (a WhatsApp
 * message, a PDF copy with broken lines, a note, an e-mail, Markdown, "Step n" blocks, bare lines
 * without headings), written from the visible text of the fixture page
 * shared/fixtures/recipe-pages/<host>.html. Each is read by the pasted-text reader and scored per
 * field against that page's expected result (as ERRATA.md corrects it) with the import
 * benchmark's checks (RECIPE_CHECKS), lines strict (whitespace) and normalised (as a reader sees
 * them).
 * Two sets, printed apart: pasted/ was written while the rules were (tuned); pasted-held-out/ was
 * written afterwards from other pages and the rules are never changed to pass one of its texts
 * (a new round is scored there first; a text a rule is then written for moves to pasted/).
 * Run with --failures to list the tuned texts each field gets wrong, with --held-out-failures for
 * the held-out ones.
 * With --texts <folder>, scores that folder's <host>.txt instead, as one set "copied", against
 * <host>.json in --expected <folder> (default: the fixtures): whole pages as a browser copies them
 * (e2e/bench/page-text.mjs writes them), which only the recipe card in them should be read from.
 * An empty text (a page that shows nothing without its scripts) is left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractRecipeFromText } from '../src/extract/pasted-text.js';
import { readerLine, readExpected, RECIPE_CHECKS as CHECKS, strictLine, type LineComparison } from './fixture-expected.js';

const option = (name: string): string | undefined => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const folderUrl = (folder: string): URL => pathToFileURL(`${resolve(folder)}/`);
const textsFolder = option('--texts');
const expectedFolder = option('--expected');
type Part = 'tuned' | 'held-out' | 'copied';
const SETS: Partial<Record<Part, URL>> = textsFolder
  ? { copied: folderUrl(textsFolder) }
  : { tuned: new URL('./pasted/', import.meta.url), 'held-out': new URL('./pasted-held-out/', import.meta.url) };
const PARTS = Object.keys(SETS) as Part[];
const FIXTURES = expectedFolder ? folderUrl(expectedFolder) : new URL('../../../shared/fixtures/recipe-pages/', import.meta.url);

const COMPARISONS = { strict: strictLine, normalised: readerLine } satisfies Record<string, LineComparison>;

interface Tally {
  right: number;
  texts: number;
  failures: string[];
}
const tallies = new Map<string, Tally>();
const times: number[] = [];
const counts: Partial<Record<Part, number>> = {};
for (const [part, folder] of Object.entries(SETS) as [Part, URL][]) {
  const hosts = readdirSync(folder)
    .filter((f) => f.endsWith('.txt') && readFileSync(new URL(f, folder), 'utf8').trim())
    .map((f) => f.slice(0, -'.txt'.length))
    .sort();
  counts[part] = hosts.length;
  for (const host of hosts) {
    const expected = readExpected(readFileSync(new URL(`${host}.json`, FIXTURES), 'utf8'), host);
    const text = readFileSync(new URL(`${host}.txt`, folder), 'utf8');
    const start = performance.now();
    const result = extractRecipeFromText(text);
    times.push(performance.now() - start);
    for (const [name, check] of CHECKS) {
      for (const [comparison, as] of Object.entries(COMPARISONS)) {
        const outcome = check(expected, result, as);
        if (outcome === undefined) continue;
        const key = `${name}|${part}|${comparison}`;
        const entry = tallies.get(key) ?? { right: 0, texts: 0, failures: [] };
        tallies.set(key, entry);
        entry.texts++;
        if (outcome) entry.right++;
        else entry.failures.push(host);
      }
    }
  }
}

const share = (t: Tally | undefined): string => (t ? `${t.right}/${t.texts} = ${((100 * t.right) / Math.max(t.texts, 1)).toFixed(1)} %` : '–');
console.log(`Pasted-recipe benchmark: ${PARTS.map((part) => `${counts[part]} ${part}`).join(' + ')} texts\n`);
console.log(`| field | ${PARTS.flatMap((part) => [`${part} strict`, `${part} normalised`]).join(' | ')} |`);
console.log(`|---|${PARTS.map(() => '---:|---:').join('|')}|`);
for (const [name] of CHECKS) {
  const cells = PARTS.flatMap((part) => ['strict', 'normalised'].map((c) => share(tallies.get(`${name}|${part}|${c}`))));
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`\nmedian read time per text: ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(2)} ms`);
const listFailures = (part: Part): void => {
  for (const [name] of CHECKS) {
    const failures = tallies.get(`${name}|${part}|normalised`)?.failures ?? [];
    if (failures.length) console.log(`${part} ${name} wrong: ${failures.join(' ')}`);
  }
};
if (process.argv.includes('--failures')) listFailures(PARTS[0] ?? 'tuned');
if (process.argv.includes('--held-out-failures')) listFailures('held-out');
