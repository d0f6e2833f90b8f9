import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createLogger } from '../../gateway/src/infra/logging/logger.js';
import { drain } from '../../gateway/src/http/plugins/drain.js';
import { SESSION_COOKIE } from '../../gateway/src/infra/session/request-session.js';
import { NOTICES, startGatewayStack, type GatewayStack } from '../../gateway/src/testing/gateway-stack.js';
import type { LoadBalancer } from '../faults/load-balancer.js';
import { nginxAvailable, startNginxBalancer } from '../faults/nginx-balancer.js';
import { root } from '../faults/processes.js';

// deploy/nginx.conf itself, as a process in front of gateways on loopback (nginx-balancer.ts swaps in their
// addresses). Where this machine has no nginx these are skipped; CI installs it (.ci/run).

interface Compose {
  services: Record<string, { environment?: Record<string, string>; networks?: Record<string, { ipv4_address?: string }> }>;
}

/**
 * TRUST_PROXY as docker-compose.yml documents it, on loopback: the balancer's address there is its address here
 * (127.0.0.1, where nginx connects from); any other setting is taken as it is.
 */
function documentedTrustProxy(): string {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as Compose;
  const trust = compose.services['gateway-1']?.environment?.TRUST_PROXY ?? '';
  return trust === compose.services.lb?.networks?.default?.ipv4_address ? '127.0.0.1' : trust;
}

interface Answer {
  status: number;
  body: string;
}

/** A request from a client on a loopback address of its own (127.0.0.2 unless told), not the balancer's 127.0.0.1. */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from ?? '127.0.0.2', agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const graphql = (url: string, query: string, headers: Record<string, string> = {}, from?: string) =>
  send(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }), from });

describe.skipIf(!nginxAvailable())('deploy/nginx.conf in front of the gateway', () => {
  describe('with the documented TRUST_PROXY (attack: forged X-Forwarded-For and X-Forwarded-Host)', () => {
    let stack: GatewayStack;
    let lb: LoadBalancer;
    beforeAll(async () => {
      stack = await startGatewayStack({ env: { TRUST_PROXY: documentedTrustProxy(), RATE_LIMIT_PER_MINUTE: '50' } });
      lb = await startNginxBalancer([await stack.app.listen({ host: '127.0.0.1', port: 0 })]);
    });
    afterAll(async () => {
      await lb?.close();
      await stack?.close();
    });

    it('counts 100 requests with 100 different forged X-Forwarded-For values as one client, by the address nginx saw', async () => {
      const answers: Answer[] = [];
      for (let i = 0; i < 100; i++) {
        const forged = `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}, 203.0.113.${(i % 250) + 1}`;
        answers.push(await graphql(lb.url, '{ site { visitorIp } }', { 'x-forwarded-for': forged }));
      }
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(50);
      expect(statuses.filter((status) => status === 429)).toHaveLength(50);
      const seen = new Set(answers.filter((answer) => answer.status === 200).map((answer) => (JSON.parse(answer.body) as { data: { site: { visitorIp: string } } }).data.site.visitorIp));
      expect([...seen]).toEqual(['127.0.0.2']);
    });

    it('gives the visitor host nginx saw, never a forged X-Forwarded-Host or -Proto', async () => {
      const session = await stack.login('agent01');
      const reply = await graphql(lb.url, '{ viewer { agentCentre { referral { registerUrl } } } }', {
        host: 'www.saola.example',
        'x-forwarded-host': 'agent02.saola.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '198.51.100.250',
        cookie: `${SESSION_COOKIE}=${session}`,
      }, '127.0.0.3');
      expect(reply.status).toBe(200);
      const body = JSON.parse(reply.body) as { data: { viewer: { agentCentre: { referral: { registerUrl: string } } } } };
      expect(body.data.viewer.agentCentre.referral.registerUrl).toBe('http://www.saola.example/register?affiliateCode=7P6LJM');
    });
  });

  describe('retries', () => {
    /** A replica that reads each request to /work, records its id, then drops the connection without answering. */
    let dropping: Replica;
    /** A healthy replica that records each request's id. */
    let answering: Replica;
    let lb: LoadBalancer;
    beforeAll(async () => {
      dropping = await startReplica('drop');
      answering = await startReplica('answer');
      lb = await startNginxBalancer([dropping.url, answering.url]);
    });
    afterAll(async () => {
      await lb?.close();
      await dropping?.close();
      await answering?.close();
    });

    it('never sends a POST that reached a replica to the other one (registerDownline, submitFeedback could run twice)', async () => {
      const answers = new Map<string, number>();
      for (let i = 0; i < 20 && dropping.seen.length === 0; i++) {
        const id = randomBytes(6).toString('hex');
        answers.set(id, (await send(`${lb.url}/work?id=${id}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: id })).status);
      }
      expect(dropping.seen).toHaveLength(1);
      const lost = dropping.seen[0]!;
      expect(answering.seen).not.toContain(lost);
      expect(answers.get(lost)).toBe(502);
      for (const id of answering.seen) expect(answers.get(id)).toBe(200);
    });
  });

  describe('a replica draining under POST load', () => {
    let stacks: GatewayStack[];
    let lb: LoadBalancer;
    beforeAll(async () => {
      stacks = [await startGatewayStack({ env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '1000000' } })];
      stacks.push(await startGatewayStack({ env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '1000000' } }));
      const urls = await Promise.all(stacks.map((stack) => stack.app.listen({ host: '127.0.0.1', port: 0 })));
      lb = await startNginxBalancer(urls);
    });
    afterAll(async () => {
      await lb?.close();
      for (const stack of stacks ?? []) await stack.close().catch(() => undefined);
    });

    it('fails no request: nginx resends only refused connections, and the replica serves every request it got', async () => {
      const body = JSON.stringify({ query: NOTICES, variables: { first: 1 } });
      let stop = false;
      const failures: string[] = [];
      let sent = 0;
      const client = async () => {
        while (!stop) {
          sent += 1;
          const answer = await send(`${lb.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch((error: unknown) => ({ status: 0, body: String(error) }));
          if (answer.status !== 200 || !answer.body.includes('"notices"')) failures.push(`${answer.status} ${answer.body.slice(0, 120)}`);
        }
      };
      const clients = Array.from({ length: 8 }, client);
      await sleep(1_000);
      // As SIGTERM does (server.ts), with the compose's DRAIN_DELAY_MS: not ready, then closed.
      await drain(stacks[1]!.app, { notReadyForMs: 2_000, deadlineMs: 10_000, sleep, logger: createLogger({ logLevel: 'silent' }) });
      await sleep(1_000);
      stop = true;
      await Promise.all(clients);
      expect(sent).toBeGreaterThan(20);
      expect(failures).toEqual([]);
    }, 60_000);
  });
});

interface Replica {
  url: string;
  /** The ids of the /work requests it read. */
  seen: string[];
  close(): Promise<void>;
}

async function startReplica(kind: 'drop' | 'answer'): Promise<Replica> {
  const seen: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://replica');
    if (url.pathname !== '/work') {
      res.end('ok');
      return;
    }
    req.resume();
    req.on('end', () => {
      seen.push(url.searchParams.get('id') ?? '');
      if (kind === 'drop') req.socket.destroy();
      else res.end('done');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
