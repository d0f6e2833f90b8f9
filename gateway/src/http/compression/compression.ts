import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES } from './content-coding.js';

/**
 * Every text the gateway answers with (GraphQL answers and errors, GraphiQL, JSON refusals) in brotli or gzip as
 * the client's Accept-Encoding asks, above a kilobyte. Answers that come compressed already are left alone: the
 * fast path's stored answers (compressed once, precompressed-body.ts), the web build's .br/.gz files and the HTML
 * shell (plugins/web.ts). Brotli 4 per request: denser levels cost more CPU than the bytes they save on the fly.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies are not inflated: a small compressed body could unpack past the body limits.
    globalDecompression: false,
  });
}
