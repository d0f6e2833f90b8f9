import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from '../web.js';

// A build as web/vite-plugins/precompress.ts leaves it: each text file with its .br and .gz beside it.
const script = 'console.log("saola");'.repeat(200);

describe('serving the built web client', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'saola-web-'));
    mkdirSync(join(dist, 'assets'));
    const files = { 'index.html': '<!doctype html><div id="root"></div>', 'assets/index-abc123.js': script };
    for (const [name, body] of Object.entries(files)) {
      writeFileSync(join(dist, name), body);
      writeFileSync(join(dist, `${name}.br`), brotliCompressSync(body));
      writeFileSync(join(dist, `${name}.gz`), gzipSync(body));
    }
    app = Fastify();
    await registerWeb(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli file to a browser that accepts it, cached for a year as immutable', async () => {
    const reply = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends gzip where brotli is not accepted, and the plain file where neither is', async () => {
    const gzipped = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never lets index.html be cached, whether asked for by name or by a client route', async () => {
    const byName = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(byName.headers['cache-control']).toBe('no-cache');
    const route = await app.inject({ url: '/promotions', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
  });
});
