import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTransport, type Transport } from '../transport.js';

type Handle = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server | undefined;
let transport: Transport | undefined;
let seen: string[] = [];

async function platform(handle: Handle): Promise<string> {
  seen = [];
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    handle(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await transport?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  transport = server = undefined;
});

/** A platform slower than any deadline here by far: what happens first is then never a matter of a busy machine. */
const SLOW_MS = 10_000;
/** How long the first request holds the pool's only connection. */
const FIRST_HOLDS_MS = 3_000;

const get = (path: string, timeoutMs: number) => ({ method: 'GET' as const, path, headers: {}, timeoutMs });

describe('transport', () => {
  it('reads the whole answer: status, Set-Cookie values, and UTF-8 split across chunks', async () => {
    const text = JSON.stringify({ message: 'Người dùng không tồn tại' });
    const bytes = Buffer.from(text);
    const url = await platform((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
      // Cut inside a multi-byte character: the halves alone would not decode.
      const cut = bytes.indexOf(Buffer.from('ờ')) + 1;
      res.write(bytes.subarray(0, cut));
      setTimeout(() => res.end(bytes.subarray(cut)), 20);
    });
    transport = createTransport(`${url}/prefix/`, 2);
    const outcome = await transport.send(get('/wps/x?y=1', 1_000));
    expect(outcome).toEqual({ kind: 'answer', status: 400, text, setCookie: ['a=1', 'b=2'] });
    expect(seen).toEqual(['/prefix/wps/x?y=1']);
  });

  it('counts the body in the deadline: headers in time and a body too late is a timeout', async () => {
    let bodyEnded = false;
    const url = await platform((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"value":');
      // Far past the deadline, so a busy machine's late timers cannot blur which came first.
      setTimeout(() => {
        bodyEnded = true;
        res.end('1}');
      }, SLOW_MS);
    });
    transport = createTransport(url, 1);
    const outcome = await transport.send(get('/slow-body', 150));
    expect(outcome).toMatchObject({ kind: 'failed', reason: 'timeout' });
    expect(bodyEnded).toBe(false);
  });

  it('counts time queued for a connection in the deadline, and never sends a request given up while queued', async () => {
    const url = await platform((req, res) => setTimeout(() => res.end('{}'), req.url === '/first' ? FIRST_HOLDS_MS : 0));
    transport = createTransport(url, 1);
    let firstSettled = false;
    const first = transport.send(get('/first', SLOW_MS)).finally(() => (firstSettled = true));
    const queued = await transport.send(get('/queued', 100));
    expect(queued).toMatchObject({ kind: 'failed', reason: 'timeout' });
    // Given up while the only connection was still busy with the first request.
    expect(firstSettled).toBe(false);
    expect(await first).toMatchObject({ kind: 'answer', status: 200 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual(['/first']);
  });

  it("stops when the caller's signal aborts, and reports it as aborted", async () => {
    let answered = false;
    const url = await platform((_req, res) =>
      setTimeout(() => {
        answered = true;
        res.end('{}');
      }, SLOW_MS),
    );
    transport = createTransport(url, 1);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const outcome = await transport.send({ ...get('/aborted', SLOW_MS * 2), signal: controller.signal });
    expect(outcome).toMatchObject({ kind: 'failed', reason: 'aborted' });
    expect(answered).toBe(false);
  });

  it('reports a refused connection as a network failure', async () => {
    const url = await platform(() => {});
    await new Promise((resolve) => server!.close(resolve));
    transport = createTransport(url, 1);
    expect(await transport.send(get('/refused', 1_000))).toMatchObject({ kind: 'failed', reason: 'network' });
  });
});
