import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callKey, startGatewayStack, type GatewayStack } from '../../../testing/gateway-stack.js';
import { SESSION_COOKIE } from '../../../infra/session/request-session.js';
import { calls } from '../../../infra/upstream/catalogue.js';
import { CONFIRM, newKey } from '../../../testing/money-fixtures.js';
import { MAX_FILE_BYTES, MAX_FILES, MAX_MULTIPART_BYTES } from '../graphql-multipart.js';
import { UPLOADS_PER_MEMBER } from '../upload-slots.js';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A picture of exactly the largest legal size. */
const LARGEST_PNG = Buffer.concat([PNG_HEAD, Buffer.alloc(MAX_FILE_BYTES - PNG_HEAD.length, 7)]);
const BOUNDARY = 'saola-upload-gate-boundary';
const LIST = '{ viewer { withdrawalConfirmations { awaiting { id } } } }';
const FREE_PLAY = 'mutation { startFreePlay { userErrors { code } } }';
const IN_FLIGHT = 3;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: { errors?: { message: string; extensions?: { code?: string } }[] };
}

/** The start of a legal three-picture upload: operations, map and the first 64 KB of the first picture. */
function uploadHead(withdrawalId: string): Buffer {
  const operations = JSON.stringify({ query: CONFIRM, variables: { input: { withdrawalId, answer: 'NOT_RECEIVED', proofImages: [null, null, null], idempotencyKey: newKey() } } });
  const map = JSON.stringify(Object.fromEntries(Array.from({ length: MAX_FILES }, (_, i) => [String(i), [`variables.input.proofImages.${i}`]])));
  const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`;
  return Buffer.concat([Buffer.from(field('operations', operations) + field('map', map) + file), LARGEST_PNG.subarray(0, 64 * 1024)]);
}

/**
 * A multipart POST over a real socket that sends its headers (declaring a whole legal upload) and only the head of
 * its body, then waits: an answer can only come from a gateway that decided without the rest of the body.
 */
function openUpload(port: number, head: Buffer, options: { session?: string; declaredBytes?: number }): { socket: Socket; answer: Promise<RawAnswer> } {
  const socket = connect(port, '127.0.0.1');
  const headers = [
    'POST /graphql HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${options.declaredBytes ?? MAX_MULTIPART_BYTES - 4096}`,
    'Apollo-Require-Preflight: true',
    'Accept: application/graphql-response+json, application/json;q=0.9',
    ...(options.session === undefined ? [] : [`Cookie: ${SESSION_COOKIE}=${options.session}`]),
  ];
  socket.write(`${headers.join('\r\n')}\r\n\r\n`);
  socket.write(head);
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const body = received.subarray(end + 4);
      if (body.length < Number(headers['content-length'])) return;
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body.toString('utf8')) as RawAnswer['body'] });
    });
    socket.once('error', reject);
  });
  return { socket, answer };
}

const METRICS_TOKEN = 'upload-gate-test-metrics-token-0123456789';

const closed = (socket: Socket) => new Promise<void>((resolve) => (socket.closed ? resolve() : socket.once('close', () => resolve())));

/** The uploads the gateway is reading, as /metrics reports them. */
async function uploadsInFlight(stack: GatewayStack): Promise<number> {
  const metrics = await stack.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return Number(/^saola_uploads_in_flight (\d+)$/m.exec(metrics.body)?.[1]);
}

/** A stack of its own listening on a real port, with the awaiting withdrawal its uploads confirm. */
async function listeningStack(env: Record<string, string>): Promise<{ stack: GatewayStack; port: number; withdrawalId: string }> {
  const stack = await startGatewayStack({ env: { ...env, METRICS_TOKEN } });
  await stack.app.listen({ port: 0, host: '127.0.0.1' });
  const session = await stack.login('player01');
  const list = await stack.gql<{ viewer: { withdrawalConfirmations: { awaiting: { id: string }[] } } }>(LIST, {}, { session });
  const withdrawalId = list.body.data?.viewer.withdrawalConfirmations.awaiting[0]?.id ?? '';
  expect(withdrawalId).not.toBe('');
  return { stack, port: (stack.app.server.address() as AddressInfo).port, withdrawalId };
}

describe('file uploads are read only for a real account, a few at a time (issue 30, finding 7)', () => {
  let stack: GatewayStack;
  let port: number;
  const sessions = new Map<string, string>();
  let withdrawalId: string;

  beforeAll(async () => {
    ({ stack, port, withdrawalId } = await listeningStack({ UPLOADS_IN_FLIGHT: String(IN_FLIGHT) }));
    for (const account of ['player01', 'agent01', 'agent02', 'vip01']) sessions.set(account, await stack.login(account));
  });
  afterAll(async () => {
    await stack.close();
  });

  it("refuses a visitor's 15 MB upload from its headers, answering before the body is sent and closing the connection", async () => {
    const { socket, answer } = openUpload(port, uploadHead(withdrawalId), {});
    const refused = await answer;
    expect(refused.status).toBe(401);
    expect(refused.headers['content-type']).toMatch(/^application\/graphql-response\+json/);
    expect(refused.headers.connection).toBe('close');
    expect(refused.body.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    // The gateway ends the connection itself: it does not wait for (or read) the other 15 MB.
    await closed(socket);
    expect(await stack.upstreamCalls(callKey(calls.confirmWithdrawal))).toBe(0);
  });

  it('refuses a trial account as NEED_REAL_ACCOUNT, and a body declared larger than a legal upload, alike', async () => {
    const trial = (await stack.gql(FREE_PLAY)).session;
    expect(trial).toBeTruthy();
    const asTrial = openUpload(port, uploadHead(withdrawalId), { session: trial });
    expect((await asTrial.answer).body.errors?.map((error) => error.extensions?.code)).toEqual(['NEED_REAL_ACCOUNT']);
    expect((await asTrial.answer).status).toBe(403);
    const oversized = openUpload(port, uploadHead(withdrawalId), { session: sessions.get('player01'), declaredBytes: MAX_MULTIPART_BYTES + 1 });
    expect((await oversized.answer).status).toBe(413);
    await Promise.all([closed(asTrial.socket), closed(oversized.socket)]);
  });

  it('reads at most UPLOADS_IN_FLIGHT uploads at once, and two per member; the others are told to retry', async () => {
    const held: Socket[] = [];
    /** Opens an upload that waits for the rest of its body, once the previous one is seen holding its slot. */
    const hold = async (account: string, inFlightBefore: number) => {
      await expect.poll(() => uploadsInFlight(stack), { timeout: 20_000 }).toBe(inFlightBefore);
      const upload = openUpload(port, uploadHead(withdrawalId), { session: sessions.get(account) });
      held.push(upload.socket);
      return upload;
    };
    for (let i = 0; i < UPLOADS_PER_MEMBER; i += 1) await hold('player01', i);
    const perMember = await (await hold('player01', UPLOADS_PER_MEMBER)).answer;
    expect(perMember.status).toBe(429);
    expect(perMember.body.errors?.map((error) => error.extensions?.code)).toEqual(['RATE_LIMITED']);
    expect(perMember.headers['retry-after']).toBe('5');

    // agent01's upload takes the last slot; agent02's finds none.
    await hold('agent01', UPLOADS_PER_MEMBER);
    const gatewayBusy = await (await hold('agent02', IN_FLIGHT)).answer;
    expect(gatewayBusy.status).toBe(503);
    expect(gatewayBusy.body.errors?.map((error) => error.extensions?.code)).toEqual(['RATE_LIMITED']);
    expect(await uploadsInFlight(stack)).toBe(IN_FLIGHT);

    // Clients that go give their slots back, and the next upload is read.
    for (const socket of held) socket.destroy();
    await expect.poll(() => uploadsInFlight(stack), { timeout: 20_000 }).toBe(0);
    const reply = await stack.upload<{ confirmWithdrawal: { userErrors: unknown[] } }>(
      CONFIRM,
      { input: { withdrawalId, answer: 'NOT_RECEIVED', proofImages: [null], idempotencyKey: newKey() } },
      [{ path: 'variables.input.proofImages.0', name: 'small.png', bytes: Buffer.concat([PNG_HEAD, Buffer.alloc(64, 1)]) }],
      { session: sessions.get('vip01') },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.errors).toBeUndefined();
  });

  it("still takes a member's legal upload of three 5 MB pictures", async () => {
    await stack.control('POST', '/reset');
    const session = await stack.login('player01');
    const list = await stack.gql<{ viewer: { withdrawalConfirmations: { awaiting: { id: string }[] } } }>(LIST, {}, { session });
    const target = list.body.data?.viewer.withdrawalConfirmations.awaiting[0]?.id ?? '';
    await stack.control('DELETE', '/calls');
    const files = Array.from({ length: MAX_FILES }, (_, i) => ({ path: `variables.input.proofImages.${i}`, name: `proof-${i}.png`, bytes: LARGEST_PNG }));
    const reply = await stack.upload<{ confirmWithdrawal: { confirmation: { proofImageCount: number } | null; userErrors: unknown[] } }>(
      CONFIRM,
      { input: { withdrawalId: target, answer: 'NOT_RECEIVED', proofImages: [null, null, null], idempotencyKey: newKey() } },
      files,
      { session },
    );
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.confirmWithdrawal.userErrors).toEqual([]);
    expect(reply.body.data?.confirmWithdrawal.confirmation?.proofImageCount).toBe(MAX_FILES);
    expect(await stack.upstreamCalls(callKey(calls.confirmWithdrawal))).toBe(1);
  });
});

describe('an upload whose body arrives too slowly', () => {
  /** Short, so the test need not wait a minute; the slow bodies below never finish at any deadline. */
  const DEADLINE_MS = 2_000;
  let stack: GatewayStack;
  let port: number;
  let withdrawalId: string;

  beforeAll(async () => {
    ({ stack, port, withdrawalId } = await listeningStack({ UPLOAD_BODY_TIMEOUT_MS: String(DEADLINE_MS) }));
  });
  afterAll(async () => {
    await stack.close();
  });

  it("is refused at UPLOAD_BODY_TIMEOUT_MS and gives the member's slot back, however the bytes keep dripping", async () => {
    const session = await stack.login('player01');
    // As many as the member may hold at once, each sending its head and then a byte every 100 ms.
    const uploads = Array.from({ length: UPLOADS_PER_MEMBER }, () => openUpload(port, uploadHead(withdrawalId), { session }));
    const drips = uploads.map(({ socket }) => {
      const drip = setInterval(() => socket.writable && socket.write(Buffer.from([7])), 100);
      // Until the answer starts: bytes sent after it would only meet a closing connection.
      socket.once('data', () => clearInterval(drip));
      return drip;
    });
    try {
      for (const { socket, answer } of uploads) {
        const refused = await answer;
        expect(refused.status).toBe(408);
        expect(refused.headers.connection).toBe('close');
        expect(refused.body.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
        // The gateway ends the connection itself, while the client is still sending.
        await closed(socket);
      }
    } finally {
      drips.forEach(clearInterval);
    }
    await expect.poll(() => uploadsInFlight(stack), { timeout: 20_000 }).toBe(0);
    expect(await stack.upstreamCalls(callKey(calls.confirmWithdrawal))).toBe(0);

    // The member's slots are free again: their next upload, sent whole, is read and runs.
    const reply = await stack.upload<{ confirmWithdrawal: { userErrors: unknown[] } }>(
      CONFIRM,
      { input: { withdrawalId, answer: 'NOT_RECEIVED', proofImages: [null], idempotencyKey: newKey() } },
      [{ path: 'variables.input.proofImages.0', name: 'small.png', bytes: Buffer.concat([PNG_HEAD, Buffer.alloc(64, 1)]) }],
      { session },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.errors).toBeUndefined();
  }, 60_000);
});
