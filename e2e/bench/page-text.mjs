// The text a browser copies from each saved recipe page ("select all", then copy), for the pasted-text
// benchmark's copied pages:
//
//   node e2e/bench/page-text.mjs <pages folder> <out folder>
//   node scripts/pnpm.mjs --filter server bench:paste -- --texts <out folder> [--expected <pages folder>]
//
// Each <host>.html is shown in Chromium as it was saved, with no scripts and no requests past the page
// itself, and its body's rendered text (innerText, what a copy of the whole page gives) is written to
// <out folder>/<host>.txt.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [pages, out] = process.argv.slice(2);
if (!pages || !out) {
  console.error('usage: node e2e/bench/page-text.mjs <pages folder> <out folder>');
  process.exit(1);
}
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const address = 'https://saved-page.test/';
  let html = '';
  // The page itself from its file; nothing else it links (images, styles, fonts) is fetched.
  await page.route('**/*', (route) => (route.request().url() === address ? route.fulfill({ body: html, contentType: 'text/html' }) : route.abort()));
  const files = readdirSync(pages).filter((name) => name.endsWith('.html')).sort();
  for (const name of files) {
    html = readFileSync(path.join(pages, name), 'utf8');
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    const text = await page.evaluate(() => document.body?.innerText ?? '');
    writeFileSync(path.join(out, name.replace(/\.html$/, '.txt')), text);
  }
  console.log(`${files.length} page texts written to ${out}`);
} finally {
  await browser.close();
}
