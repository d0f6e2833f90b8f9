import { createServer, Agent, type ClientRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';

interface Backend {
  url: string;
  healthy: boolean;
  /** Failed /readyz checks in a row; one slow check under load does not take a replica out. */
  failures: number;
}

export interface LoadBalancer {
  /** Which balancer runs: the compose's nginx, or this one in Node. */
  kind: 'nginx' | 'node';
  url: string;
  close(): Promise<void>;
}

const FAILURES_TO_EJECT = 2;

/**
 * The one error where the backend surely never took the request: a refused connection. A reset or broken socket
 * may come after the backend read the request, so, as deploy/nginx.conf, it is never resent.
 */
const RESENDABLE = new Set(['ECONNREFUSED']);

/**
 * A small load balancer for the plain-process topology, on http-proxy-3: round-robin over backends whose /readyz
 * answers 200 (checked every `checkEveryMs`), and one resend to the next backend when the connection is refused.
 * Bodies are buffered (GraphQL requests are small) so they can be resent.
 */
export async function startLoadBalancer(targets: string[], options: { port?: number; checkEveryMs?: number } = {}): Promise<LoadBalancer> {
  const backends: Backend[] = targets.map((url) => ({ url, healthy: true, failures: 0 }));
  const agent = new Agent({ keepAlive: true, maxSockets: 1024 });
  const proxy = createProxyServer({ agent, proxyTimeout: 30_000 });
  // Like deploy/nginx.conf: the forwarding headers say what this balancer saw, never what the client sent.
  proxy.on('proxyReq', (outgoing: ClientRequest, req: IncomingMessage) => {
    outgoing.setHeader('x-forwarded-for', req.socket.remoteAddress ?? '');
    outgoing.setHeader('x-forwarded-host', req.headers.host ?? '');
    outgoing.setHeader('x-forwarded-proto', 'http');
    outgoing.removeHeader('forwarded');
  });
  let next = 0;

  const pick = (skip?: Backend): Backend | undefined => {
    const others = backends.filter((backend) => backend !== skip);
    // With no replica passing its checks (a saturated machine), trying one beats refusing everyone.
    const healthy = others.some((backend) => backend.healthy) ? others.filter((backend) => backend.healthy) : others;
    if (healthy.length === 0) return undefined;
    next = (next + 1) % healthy.length;
    return healthy[next];
  };

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, attempt: number, skip?: Backend) => {
    const backend = pick(skip);
    if (backend === undefined) {
      res.writeHead(503).end();
      return;
    }
    proxy.web(req, res, { target: backend.url, buffer: Readable.from([body]) }, (error: NodeJS.ErrnoException) => {
      if (attempt === 0 && !res.headersSent && RESENDABLE.has(error.code ?? '')) {
        forward(req, res, body, 1, backend);
        return;
      }
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 0));
  });
  server.keepAliveTimeout = 65_000;

  const check = async (backend: Backend) => {
    try {
      const reply = await fetch(`${backend.url}/readyz`, { signal: AbortSignal.timeout(3_000) });
      // A 503 is the replica saying it drains: out at once. Only errors and timeouts need to repeat.
      if (reply.status === 503) backend.failures = FAILURES_TO_EJECT;
      else backend.failures = reply.ok ? 0 : backend.failures + 1;
    } catch {
      backend.failures += 1;
    }
    backend.healthy = backend.failures < FAILURES_TO_EJECT;
  };
  const timer = setInterval(() => void Promise.all(backends.map(check)), options.checkEveryMs ?? 250);
  await Promise.all(backends.map(check));

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    kind: 'node',
    url: `http://127.0.0.1:${port}`,
    async close() {
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
      proxy.close();
    },
  };
}
