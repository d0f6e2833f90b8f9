import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes .br and .gz beside every text file of the build, once at build time at maximum quality, so the gateway
 * sends them as they are (@fastify/static preCompressed) instead of compressing on each request or not at all.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'saola-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
      // The server entry (entry-server.tsx) is read by the gateway's process, never sent.
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      const jobs: Promise<void>[] = [];
      for await (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
        jobs.push(
          readFile(path).then(async (body) => {
            const [br, gzipped] = await Promise.all([
              brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
              gz(body, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
