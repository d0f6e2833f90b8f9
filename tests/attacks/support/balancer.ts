import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { nginxAvailable, startNginxBalancer } from '../../faults/nginx-balancer.js';
import type { LoadBalancer } from '../../faults/load-balancer.js';
import { root } from '../../faults/processes.js';

/** Why the balancer attacks cannot run here, or undefined when they can. */
export function balancerUnavailable(): string | undefined {
  return nginxAvailable() ? undefined : 'nginx is not installed (apt-get install -y nginx-light): the balancer attacks need deploy/nginx.conf running';
}

interface ComposeFile {
  services?: Record<string, { environment?: Record<string, string | number | boolean> }>;
}

/**
 * The gateway's TRUST_PROXY as docker-compose.yml (the documented deployment) sets it behind deploy/nginx.conf. A
 * hop count or a boolean is taken as it is; addresses name the balancer, which in these tests is nginx on loopback,
 * so they become 127.0.0.1. Unset, it is the gateway's own default.
 */
export function documentedTrustProxy(): string | undefined {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as ComposeFile;
  const raw = compose.services?.['gateway-1']?.environment?.TRUST_PROXY;
  if (raw === undefined) return undefined;
  const value = String(raw).trim();
  if (/^(true|false|\d+)$/i.test(value)) return value;
  return '127.0.0.1';
}

/** deploy/nginx.conf in front of one gateway listening on `target`. */
export function startBalancer(target: string): Promise<LoadBalancer> {
  return startNginxBalancer([target]);
}
