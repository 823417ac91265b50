import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestApp, type TestApp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('reports health with a live database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown routes with a JSON detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No route for GET /nope' });
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/health']).toBeDefined();
  });

  it('sends security headers and CORS for the web origin only', async () => {
    const allowed = await t.app.inject({ method: 'GET', url: '/health', headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    const other = await t.app.inject({ method: 'GET', url: '/health', headers: { origin: 'http://evil.test' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

});

describe('config', () => {
  it('applies safe defaults', () => {
    const config = loadConfig({ DATA_DIR: t.config.dataDir });
    expect(config.PORT).toBe(8080);
    expect(config.WEB_PORT).toBe(3000);
    expect(config.PUBLIC_WEB_URL).toBe('http://localhost:3000');
    expect(config.FETCH_ALLOW_PRIVATE).toBe(false);
    expect(config.JWT_SECRET.length).toBeGreaterThan(30);
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).JWT_SECRET).toBe(config.JWT_SECRET);
  });

  it('explains a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: t.config.dataDir })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: t.config.dataDir })).toThrow(/DATABASE_URL/);
  });
});
