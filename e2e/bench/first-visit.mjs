// Benchmark (printed, not asserted): the JS a first visit to / downloads per app, and time to first paint.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { productSettings, remotes, startApi, startWeb } from '../../scripts/product.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const env = {
  ...process.env,
  PORT: '25080',
  WEB_PORT: '25000',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'meal-bench-')),
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
const settings = productSettings(env);
const appOfPort = new Map([[String(settings.webPort), 'shell'], ...remotes.map((r) => [String(settings.webPort + r.offset), r.folder])]);

const api = await startApi(settings, env, { quiet: true });
const web = await startWeb(settings, env);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const sizes = new Map();
const paints = [];
const ready = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) bodies.push(response.body().then((body) => ({ app: appOfPort.get(url.port) ?? url.host, body })));
    });
    const started = Date.now();
    await page.goto(settings.webUrl, { waitUntil: 'load' });
    await page.getByText('Sign in to start planning').waitFor();
    ready.push(Date.now() - started);
    // The paint entry can land after load in headless Chromium: wait for it (buffered) briefly.
    const paint = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
          setTimeout(() => resolve(null), 3000);
        }),
    );
    if (paint !== null) paints.push(paint);
    if (run === 0) {
      await page.waitForLoadState('networkidle');
      for (const { app, body } of await Promise.all(bodies)) {
        const entry = sizes.get(app) ?? { files: 0, raw: 0, gzip: 0 };
        entry.files += 1;
        entry.raw += body.length;
        entry.gzip += gzipSync(body, { level: 6 }).length;
        sizes.set(app, entry);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  for (const server of web) server.close();
  api.kill('SIGTERM');
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log('\nFirst visit to / — JavaScript downloaded per app');
console.log('| app | JS files | raw KB | gzip KB |\n|---|---:|---:|---:|');
let total = { files: 0, raw: 0, gzip: 0 };
for (const [app, s] of [...sizes].sort()) {
  console.log(`| ${app} | ${s.files} | ${kb(s.raw)} | ${kb(s.gzip)} |`);
  total = { files: total.files + s.files, raw: total.raw + s.raw, gzip: total.gzip + s.gzip };
}
console.log(`| total | ${total.files} | ${kb(total.raw)} | ${kb(total.gzip)} |`);
const fcp = paints.length ? `${Math.round(median(paints))} ms (${paints.length} of ${RUNS} visits reported one)` : 'not reported';
console.log(`\nChromium, ${RUNS} cold visits (median): first contentful paint ${fcp}, sign-in form visible ${median(ready)} ms`);
