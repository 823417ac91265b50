/**
 * Recipe import benchmark: serves every saved page of shared/fixtures/recipe-pages from a local
 * HTTP server, fetches it through the real (safe) fetch path, reads it as if it came from the
 * fixture's canonical_url (its real address, so relative links resolve as on the site) and prints
 * the share of pages right per field, for the pages rules are tuned on and, apart, for a fixed
 * seeded 30 % held out from tuning (see fixture-expected.ts).
 * Expected results are the fixtures' as ERRATA.md corrects them (homechef.com, cookingcircle.com).
 * Scoring rules:
 * - title, image: equal after whitespace normalisation.
 * - ingredients: the raw ingredient lines, one by one. Strict: equal after whitespace
 *   normalisation. Normalised: as a reader sees them (ERRATA.md): "½" = "1/2", and parentheses,
 *   commas and spacing around a note do not count.
 * - instructions: the step list, compared as ingredients; a page whose expected list is empty
 *   counts right whatever we return (the fixture gives no steps to compare against).
 * - times: minutes, only over pages whose expectation has the key (null and 0 both mean "none").
 * - servings: the first number of the expected yields text (1 when it has none).
 * Parse time: per page the fastest of three reads (fetch excluded), then the median over pages.
 * Run with --failures to list the tuned pages each field gets wrong (normalised), with
 * --held-out-failures for the held-out ones (read only once tuning is done), with
 * --pages <folder> to score another folder of <host>.html + <host>.json pairs in the same format
 * (pages the rules never saw: none is held out there, as none was tuned on before), and with --without-data to read every page as if it had no
 * structured data (JSON-LD, microdata and RDFa taken out), which measures the page-text readers,
 * and with --diff <host> to print a tuned page's expected and read lines side by side.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractRecipeFromHtml } from '../src/extract/extract-html.js';
import { safeFetch } from '../src/extract/safe-fetch.js';
import { loadHtml } from '../src/extract/text.js';
import type { ExtractResult } from '../src/extract/types.js';
import { heldOutPages, readerLine, readExpected, RECIPE_CHECKS, strictLine, type Check, type Expected, type LineComparison } from './fixture-expected.js';

const pagesFolder = process.argv.includes('--pages') ? process.argv[process.argv.indexOf('--pages') + 1] : undefined;
const withoutData = process.argv.includes('--without-data');
const diffHost = process.argv.includes('--diff') ? process.argv[process.argv.indexOf('--diff') + 1] : undefined;

/** The page without its structured data: JSON-LD blocks and the microdata and RDFa attributes (OpenGraph tags stay). */
function withoutRecipeData(html: string): string {
  const $ = loadHtml(html);
  $('script[type*="ld+json" i]').remove();
  $('[itemscope], [itemtype], [itemprop]').removeAttr('itemscope').removeAttr('itemtype').removeAttr('itemprop');
  $('[typeof]').removeAttr('typeof');
  $('[property]').not('meta').removeAttr('property');
  return $.html();
}
const FIXTURES = pagesFolder
  ? pathToFileURL(`${resolve(pagesFolder)}/`)
  : new URL('../../../shared/fixtures/recipe-pages/', import.meta.url);
const CHECKS: [string, Check][] = [...RECIPE_CHECKS, ['image', (e, r) => strictLine(e.image) === (r.recipe.image_url ?? '')]];
const COMPARISONS = { strict: strictLine, normalised: readerLine } satisfies Record<string, LineComparison>;
type Part = 'tuned' | 'held-out';
type Comparison = keyof typeof COMPARISONS;

const hosts = readdirSync(FIXTURES).filter((f) => f.endsWith('.html')).map((f) => f.slice(0, -'.html'.length)).sort();
const server = createServer((req, res) => {
  const host = decodeURIComponent((req.url ?? '/').slice(1));
  if (!hosts.includes(host)) return void res.writeHead(404).end();
  // No charset: the importer must find it in the page as it would for a real site.
  res.writeHead(200, { 'content-type': 'text/html' }).end(readFileSync(new URL(`${host}.html`, FIXTURES)));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

const heldOut = pagesFolder ? new Set<string>() : heldOutPages(hosts);
// Held-out pages measure generalisation: their contents are never looked at while tuning.
if (diffHost && heldOut.has(diffHost)) throw new Error(`${diffHost} is held out: no diff`);
const partOf = (host: string): Part => (heldOut.has(host) ? 'held-out' : 'tuned');
interface Tally {
  right: number;
  pages: number;
  failures: string[];
}
const tallies = new Map<string, Tally>();
const tally = (field: string, part: Part, comparison: Comparison): Tally => {
  const key = `${field}|${part}|${comparison}`;
  let entry = tallies.get(key);
  if (!entry) tallies.set(key, (entry = { right: 0, pages: 0, failures: [] }));
  return entry;
};
/** Expected and read lines of a field, '=' where they agree as a reader sees them, '≠' where not. */
function printLines(field: string, expected: string[], got: string[]): void {
  console.log(`\n${field}: expected ${expected.length}, got ${got.length}`);
  for (let i = 0; i < Math.max(expected.length, got.length); i++) {
    const [e, g] = [expected[i], got[i]];
    const mark = e !== undefined && g !== undefined && readerLine(e) === readerLine(g) ? '=' : '≠';
    console.log(`${mark} ${i + 1}\n  expected: ${e ?? '—'}\n  got:      ${g ?? '—'}`);
  }
}
function printDiff(expected: Expected, result: ExtractResult): void {
  printLines('ingredients', expected.ingredients, result.ingredient_lines);
  printLines('instructions', expected.instructions_list ?? [], result.recipe.instructions.map((step) => step.content));
}
const parseTimes: number[] = [];
/** Reads per page for its parse time. */
const PARSE_RUNS = 3;
for (const host of hosts) {
  const expected = readExpected(readFileSync(new URL(`${host}.json`, FIXTURES), 'utf8'), host);
  const fetched = await safeFetch(`http://127.0.0.1:${port}/${host}`, { allowPrivate: true });
  const page = withoutData ? { ...fetched, html: withoutRecipeData(fetched.html) } : fetched;
  // The page's real address, as production would have it, so relative links resolve as on the site.
  const pageUrl = URL.canParse(expected.canonical_url) ? expected.canonical_url : page.url;
  // The fastest of a few reads: the machine is shared, and other work only ever adds time.
  let result: ExtractResult | undefined;
  let fastest = Infinity;
  for (let run = 0; run < PARSE_RUNS; run++) {
    const start = performance.now();
    result = extractRecipeFromHtml(page.html, pageUrl);
    fastest = Math.min(fastest, performance.now() - start);
  }
  parseTimes.push(fastest);
  if (!result) continue;
  if (host === diffHost) printDiff(expected, result);
  for (const [name, check] of CHECKS) {
    for (const [comparison, as] of Object.entries(COMPARISONS) as [Comparison, LineComparison][]) {
      const outcome = check(expected, result, as);
      if (outcome === undefined) continue;
      const entry = tally(name, partOf(host), comparison);
      entry.pages++;
      if (outcome) entry.right++;
      else entry.failures.push(host);
    }
  }
}
server.close();

const sorted = [...parseTimes].sort((a, b) => a - b);
const median = ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) / 2;
const share = ({ right, pages }: Tally): string => `${right}/${pages} = ${((100 * right) / Math.max(pages, 1)).toFixed(1)} %`;
const both = (a: Tally, b: Tally): Tally => ({ right: a.right + b.right, pages: a.pages + b.pages, failures: [...a.failures, ...b.failures] });
console.log(`Recipe import benchmark: ${hosts.length} pages, ${hosts.length - heldOut.size} tuned + ${heldOut.size} held out${withoutData ? ', structured data taken out' : ''}\n`);
console.log('| field | tuned strict | tuned normalised | held-out strict | held-out normalised | all strict | all normalised |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [name] of CHECKS) {
  const cells = (['tuned', 'held-out'] as Part[]).flatMap((part) => (['strict', 'normalised'] as Comparison[]).map((c) => tally(name, part, c)));
  const [ts, tn, hs, hn] = cells as [Tally, Tally, Tally, Tally];
  console.log(`| ${name} | ${[ts, tn, hs, hn, both(ts, hs), both(tn, hn)].map(share).join(' | ')} |`);
}
console.log(`\nmedian parse time per page: ${median.toFixed(1)} ms (fastest of ${PARSE_RUNS} reads, fetch excluded)`);
const listFailures = (part: Part): void => {
  for (const [name] of CHECKS) {
    const { failures } = tally(name, part, 'normalised');
    if (failures.length) console.log(`${part} ${name} wrong: ${failures.join(' ')}`);
  }
};
if (process.argv.includes('--failures')) listFailures('tuned');
if (process.argv.includes('--held-out-failures')) listFailures('held-out');
