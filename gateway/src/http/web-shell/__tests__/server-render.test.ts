import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPageRenderer } from '../server-render.js';

const silent = pino({ level: 'silent' });
const fixture = fileURLToPath(new URL('./fixtures/render-entry.ts', import.meta.url));
const TARGET = { path: '/rng', locale: 'vi', host: 'site.test', ip: '198.51.100.1', visitor: true, bareUrl: true };
const options = { deadlineMs: 5_000, workers: 1, log: silent };

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A web build whose server entry is the test's stand-in (web/dist beside web/dist-server). */
function webBuild(withServerEntry: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'saola-web-build-'));
  made.push(root);
  // An ES module, as in the web package.
  writeFileSync(join(root, 'package.json'), '{"type":"module"}');
  if (withServerEntry) {
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(root, 'dist-server', 'entry-server.js'), `export { renderPage } from ${JSON.stringify(pathToFileURL(fixture).href)};\n`);
  }
  return join(root, 'dist');
}

describe('server render', () => {
  it("renders a page's path (no query string) in the web build's server entry, until closed", async () => {
    const render = await loadPageRenderer(webBuild(true), options);
    expect(render).toBeDefined();
    await expect(render?.renderPage({ ...TARGET, path: '/rng' }, '{"locale":"vi"}')).resolves.toMatchObject({ body: '/rng {"locale":"vi"}' });
    await render?.close();
    await expect(render?.renderPage(TARGET, '{"locale":"vi"}')).resolves.toBeUndefined();
  });

  it('is off without a server build: pages carry their data alone', async () => {
    await expect(loadPageRenderer(webBuild(false), options)).resolves.toBeUndefined();
  });
});
