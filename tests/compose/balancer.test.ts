import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SESSION_COOKIE } from '../../gateway/src/session/request-session.js';
import { startGatewayStack, type GatewayStack } from '../../gateway/src/testing/gateway-stack.js';
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
});
