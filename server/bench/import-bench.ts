/**
 * Recipe import benchmark: serves every saved page of shared/fixtures/recipe-pages from a local
 * HTTP server, fetches it through the real (safe) fetch path, reads it as if it came from the
 * fixture's canonical_url (its real address, so relative links resolve as on the site) and prints
 * the share of pages right per field.
 * Scoring rules:
 * - title, image: equal after whitespace normalisation.
 * - ingredients: the raw ingredient lines, one by one, after whitespace normalisation.
 * - instructions: the step list after whitespace normalisation; a page whose expected list is
 *   empty counts right whatever we return (the fixture gives no steps to compare against).
 * - times: minutes, only over pages whose expectation has the key (null and 0 both mean "none").
 * - servings: the first number of the expected yields text (1 when it has none).
 * Run with --failures to list the pages each field gets wrong, and with --pages <folder> to score
 * another folder of <host>.html + <host>.json pairs in the same format (pages the rules never saw).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseDuration } from '../src/extract/duration.js';
import { extractRecipeFromHtml } from '../src/extract/extract-html.js';
import { safeFetch } from '../src/extract/safe-fetch.js';
import type { ExtractResult } from '../src/extract/types.js';

interface Expected {
  title: string;
  canonical_url: string;
  image: string;
  ingredients: string[] | string;
  instructions_list: string[];
  total_time?: number | null;
  prep_time?: number;
  cook_time?: number;
  yields?: string;
}

const pagesFolder = process.argv.includes('--pages') ? process.argv[process.argv.indexOf('--pages') + 1] : undefined;
const FIXTURES = pagesFolder
  ? pathToFileURL(`${resolve(pagesFolder)}/`)
  : new URL('../../../shared/fixtures/recipe-pages/', import.meta.url);
const norm = (text: string): string => text.replace(/\s+/g, ' ').trim();
const sameList = (a: string[], b: string[]): boolean => a.length === b.length && a.every((x, i) => norm(x) === norm(b[i] ?? ''));
const sameMinutes = (expected: number | null | undefined, actual: string | null): boolean =>
  (expected ?? 0) === (parseDuration(actual) ?? 0);
const firstNumber = (text: string): number => Math.round(Number(/\d+(?:\.\d+)?/.exec(text)?.[0] ?? 1)) || 1;

type Check = (expected: Expected, result: ExtractResult) => boolean | undefined;
const CHECKS: [string, Check][] = [
  ['title', (e, r) => norm(e.title) === norm(r.recipe.name)],
  ['ingredients', (e, r) => sameList(typeof e.ingredients === 'string' ? e.ingredients.split('\n') : e.ingredients, r.ingredient_lines)],
  ['instructions', (e, r) => e.instructions_list.length === 0 || sameList(e.instructions_list, r.recipe.instructions.map((s) => s.content))],
  ['total_time', (e, r) => ('total_time' in e ? sameMinutes(e.total_time, r.recipe.total_time) : undefined)],
  ['prep_time', (e, r) => ('prep_time' in e ? sameMinutes(e.prep_time, r.recipe.prep_time) : undefined)],
  ['cook_time', (e, r) => ('cook_time' in e ? sameMinutes(e.cook_time, r.recipe.cook_time) : undefined)],
  ['servings', (e, r) => (e.yields === undefined ? undefined : firstNumber(e.yields) === r.recipe.servings)],
  ['image', (e, r) => norm(e.image) === (r.recipe.image_url ?? '')],
];

const hosts = readdirSync(FIXTURES).filter((f) => f.endsWith('.html')).map((f) => f.slice(0, -'.html'.length)).sort();
const server = createServer((req, res) => {
  const host = decodeURIComponent((req.url ?? '/').slice(1));
  if (!hosts.includes(host)) return void res.writeHead(404).end();
  // No charset: the importer must find it in the page as it would for a real site.
  res.writeHead(200, { 'content-type': 'text/html' }).end(readFileSync(new URL(`${host}.html`, FIXTURES)));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

const score = new Map(CHECKS.map(([name]) => [name, { right: 0, pages: 0, failures: [] as string[] }]));
const parseTimes: number[] = [];
for (const host of hosts) {
  const expected = JSON.parse(readFileSync(new URL(`${host}.json`, FIXTURES), 'utf8')) as Expected;
  const page = await safeFetch(`http://127.0.0.1:${port}/${host}`, { allowPrivate: true });
  // The page's real address, as production would have it, so relative links resolve as on the site.
  const pageUrl = URL.canParse(expected.canonical_url) ? expected.canonical_url : page.url;
  const start = performance.now();
  const result = extractRecipeFromHtml(page.html, pageUrl);
  parseTimes.push(performance.now() - start);
  for (const [name, check] of CHECKS) {
    const outcome = check(expected, result);
    const entry = score.get(name);
    if (outcome === undefined || !entry) continue;
    entry.pages++;
    if (outcome) entry.right++;
    else entry.failures.push(host);
  }
}
server.close();

const sorted = [...parseTimes].sort((a, b) => a - b);
const median = ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) / 2;
console.log(`Recipe import benchmark: ${hosts.length} pages\n`);
console.log('| field | right | pages | share |\n|---|---:|---:|---:|');
for (const [name, { right, pages }] of score) {
  console.log(`| ${name} | ${right} | ${pages} | ${((100 * right) / Math.max(pages, 1)).toFixed(1)} % |`);
}
console.log(`\nmedian parse time per page: ${median.toFixed(1)} ms (fetch excluded)`);
if (process.argv.includes('--failures')) {
  for (const [name, { failures }] of score) if (failures.length) console.log(`${name} wrong: ${failures.join(' ')}`);
}
