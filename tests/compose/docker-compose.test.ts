import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../gateway/src/config.js';
import { proxyTrust } from '../../gateway/src/infra/trusted-proxies.js';

const root = join(import.meta.dirname, '..', '..');

interface Service {
  build?: { context: string; target: string };
  networks?: Record<string, { ipv4_address?: string }>;
  image?: string;
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}

/** No Docker engine runs on our machines, so the compose file is checked by reading it. */
describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, Service>;
    networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } }>;
  };
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const nginx = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  const nginxDirectives = nginx.split('\n').map((line) => line.replace(/#.*/, '').trim()).filter((line) => line !== '');

  it('runs redis, the sandbox, two gateway replicas and a load balancer', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['gateway-1', 'gateway-2', 'lb', 'redis', 'sandbox']);
    expect(compose.services['gateway-2']).toEqual(compose.services['gateway-1']);
  });

  it('puts the load balancer on port 4000 in front of both replicas, with a config file from the repo', () => {
    const lb = compose.services.lb;
    expect(lb?.ports).toContain('4000:8080');
    expect(Object.keys(lb?.depends_on ?? {}).sort()).toEqual(['gateway-1', 'gateway-2']);
    expect(nginx).toMatch(/server gateway-1:4000/);
    expect(nginx).toMatch(/server gateway-2:4000/);
    expect(nginx).toMatch(/listen 8080;/);
    // To the replica with fewer requests in flight (round-robin kept feeding one stalled by a collection).
    expect(nginx).toMatch(/^\s*least_conn;/m);
  });

  it('builds each app service from a Dockerfile target that exists', () => {
    for (const name of ['sandbox', 'gateway-1']) {
      const target = compose.services[name]?.build?.target;
      expect(dockerfile).toMatch(new RegExp(`^FROM \\S+ AS ${target}$`, 'm'));
    }
  });

  it('wires each gateway to the sandbox and to Redis by service name', () => {
    const gateway = compose.services['gateway-1'];
    expect(gateway?.environment?.UPSTREAM_URL).toBe('http://sandbox:4010');
    expect(gateway?.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(gateway?.environment?.SESSION_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(Object.keys(gateway?.depends_on ?? {}).sort()).toEqual(['redis', 'sandbox']);
  });

  it('trusts forwarding headers from the load balancer alone, at an address pinned on a subnet of its own', () => {
    const lbAddress = compose.services.lb?.networks?.default?.ipv4_address;
    const subnet = compose.networks?.default?.ipam?.config?.[0]?.subnet;
    expect(lbAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(subnet).toBeDefined();
    expect(proxyTrust([subnet ?? ''])(lbAddress ?? '', 0)).toBe(true);
    const environment = compose.services['gateway-1']?.environment ?? {};
    expect(environment.TRUST_PROXY).toBe(lbAddress);
    // The gateway starts with it (TRUST_PROXY=true is refused at start).
    expect(loadConfig({ ...environment, NODE_ENV: 'production' }).trustProxy).toEqual([lbAddress]);
  });

  it('has the balancer write the forwarding headers itself, never after what the client sent', () => {
    // Overwritten with what the balancer saw: never the client's own X-Forwarded-For in front ($proxy_add_x_forwarded_for).
    expect(nginxDirectives).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(nginxDirectives).toContain('proxy_set_header X-Forwarded-Host $host;');
    expect(nginxDirectives).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(nginx).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('has the balancer resend only what never reached a replica, and name no replica', () => {
    // A POST that reached a replica is never sent to the other one (no non_idempotent).
    // The site's location and the streams' location alike.
    expect(nginxDirectives.filter((line) => line.startsWith('proxy_next_upstream '))).toEqual(['proxy_next_upstream error http_503;', 'proxy_next_upstream error http_503;']);
    expect(nginx).not.toMatch(/add_header|\$upstream_addr/);
  });

  it('names only variables the gateway reads', () => {
    const config = readFileSync(join(root, 'gateway/src/config.ts'), 'utf8');
    for (const name of Object.keys(compose.services['gateway-1']?.environment ?? {})) {
      expect(config, name).toContain(`'${name}'`);
    }
  });
});
