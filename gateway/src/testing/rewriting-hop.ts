import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Edits a platform answer (the parsed JSON envelope) before the gateway sees it. */
export type AnswerEdit = (answer: unknown) => unknown;

export interface RewritingHop {
  url: string;
  /** Where requests go on; they wait until it is set, so the gateway can be started on the hop first. */
  forwardTo(target: string): void;
  /** From now on, every answer of this platform path (no query) goes through the edit. */
  rewrite(path: string, edit: AnswerEdit): void;
  close(): Promise<void>;
}

// Set per connection by each side, never forwarded.
const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'upgrade', 'expect']);

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An HTTP hop between the gateway and the sandbox that lets a test feed the gateway platform data the sandbox's
 * seed does not hold (hostile links, odd shapes) while every other answer stays the sandbox's own.
 */
export async function startRewritingHop(): Promise<RewritingHop> {
  let setTarget: (url: string) => void = () => undefined;
  const target = new Promise<string>((resolve) => {
    setTarget = resolve;
  });
  const edits = new Map<string, AnswerEdit>();

  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const url = new URL(request.url ?? '/', await target);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || HOP_HEADERS.has(name)) continue;
        for (const one of [value].flat()) headers.append(name, one);
      }
      const answer = await fetch(url, { method: request.method, headers, body: body.length > 0 ? body : undefined });
      const edit = edits.get(url.pathname);
      const raw = Buffer.from(await answer.arrayBuffer());
      const sent = edit === undefined ? raw : Buffer.from(JSON.stringify(edit(JSON.parse(raw.toString('utf8')))));
      const outgoing: Record<string, string | string[]> = {};
      answer.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name) && name !== 'set-cookie') outgoing[name] = value;
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) outgoing['set-cookie'] = cookies;
      response.writeHead(answer.status, outgoing).end(sent);
    })().catch((error: unknown) => response.destroy(error instanceof Error ? error : new Error(String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    forwardTo: (url) => setTarget(url),
    rewrite: (path, edit) => edits.set(path, edit),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
