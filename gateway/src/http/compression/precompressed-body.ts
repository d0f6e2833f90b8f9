import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredCoding, type ContentCoding } from './content-coding.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli 9 and gzip 9: a stored answer is compressed once and sent many times, so a denser level pays (brotli 11
 * takes several times as long again for a percent or two); per-request compression uses a faster level.
 */
const encoders: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};

export interface EncodedBody {
  body: Buffer;
  coding: ContentCoding | undefined;
}

/** An answer's bytes with each compressed form made on first demand (off the event loop) and kept with it. */
export class PrecompressedBody {
  private readonly encoded = new Map<ContentCoding, Promise<Buffer>>();

  constructor(readonly identity: Buffer) {}

  /** The body in the coding this Accept-Encoding prefers; the identity bytes if none, or if compressing failed. */
  async negotiate(acceptEncoding: string | undefined): Promise<EncodedBody> {
    const coding = preferredCoding(acceptEncoding, this.identity.length);
    if (coding === undefined) return { body: this.identity, coding };
    let pending = this.encoded.get(coding);
    if (pending === undefined) {
      pending = encoders[coding](this.identity);
      this.encoded.set(coding, pending);
    }
    try {
      return { body: await pending, coding };
    } catch {
      this.encoded.delete(coding);
      return { body: this.identity, coding: undefined };
    }
  }
}
