import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';
import { katModulusHex, katPrivateExponentHex } from './kat-rsa-key.js';

/** One request as the fake platform saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  /** Raw header names and values in arrival order, so duplicates stay visible. */
  rawHeaders: string[];
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Sent verbatim instead of JSON. */
  text?: string;
  headers?: Record<string, string | string[]>;
  delayMs?: number;
}

export type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

export interface FakePlatform {
  url: string;
  seen: SeenRequest[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

/** A tiny HTTP server standing in for the platform; each test scripts its answers. */
export async function startFakePlatform(): Promise<FakePlatform> {
  const seen: SeenRequest[] = [];
  let handler: Handler = () => ({ body: { success: true, message: '', value: null } });

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        rawHeaders: req.rawHeaders,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      void Promise.resolve(handler(request)).then(async (reply) => {
        if (reply.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        if (res.destroyed) return;
        const text = reply.text ?? JSON.stringify(reply.body ?? null);
        res.writeHead(reply.status ?? 200, { 'Content-Type': reply.text === undefined ? 'application/json' : 'text/plain', ...reply.headers });
        res.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function envelope(value: unknown, message = ''): Reply {
  return { body: { success: true, message, value } };
}

export function failure(status: number, errorCode: string | undefined, message = 'refused', value: unknown = null): Reply {
  return { status, body: { success: false, message, value, ...(errorCode === undefined ? {} : { errorCode }) } };
}

/** How many times a header name occurs, ignoring case. */
export function headerCount(request: SeenRequest, name: string): number {
  let count = 0;
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]?.toLowerCase() === name.toLowerCase()) count++;
  }
  return count;
}

/** What the platform does with an encrypted call: RSA-decrypt the key, then DES-decrypt the body. */
export function decryptLikePlatform(request: SeenRequest): { transportKey: string; payload: unknown } {
  const encryption = request.headers.encryption;
  if (typeof encryption !== 'string') throw new Error('no Encryption header');
  const n = BigInt(`0x${katModulusHex}`);
  let m = 1n;
  let base = BigInt(`0x${encryption}`) % n;
  for (let e = BigInt(`0x${katPrivateExponentHex}`); e > 0n; e >>= 1n) {
    if (e & 1n) m = (m * base) % n;
    base = (base * base) % n;
  }
  const transportKey = Buffer.from(m.toString(16).padStart(2, '0'), 'hex').toString('utf8');
  const { value } = JSON.parse(request.body) as { value: string };
  const decipher = forge.cipher.createDecipher('DES-ECB', forge.util.createBuffer(transportKey.slice(0, 8)));
  decipher.start();
  decipher.update(forge.util.createBuffer(forge.util.decode64(value)));
  if (!decipher.finish()) throw new Error('body does not decrypt');
  return { transportKey, payload: JSON.parse(forge.util.decodeUtf8(decipher.output.getBytes())) };
}

export { katModulusHex };
