/**
 * Where the shared state lives: one Redis, a Sentinel-watched primary, or a Redis Cluster. `commandTimeoutMs`, when
 * set (REDIS_COMMAND_TIMEOUT_MS), replaces every client's own command timeout.
 */
export type RedisTarget = (
  | { mode: 'single'; url: string }
  | { mode: 'sentinel'; sentinels: HostPort[]; name: string }
  | { mode: 'cluster'; nodes: HostPort[] }
) & { commandTimeoutMs?: number };

export interface HostPort {
  host: string;
  port: number;
}

const HOST_PORT = /^([A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:]+\]):(\d{1,5})$/;

/** `host:port,host:port`; the bad entries are returned so config can report them all. */
export function parseHostPorts(list: string): { nodes: HostPort[]; bad: string[] } {
  const nodes: HostPort[] = [];
  const bad: string[] = [];
  for (const entry of list.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    const match = HOST_PORT.exec(entry);
    const port = Number(match?.[2]);
    if (match === null || port < 1 || port > 65535) bad.push(entry);
    else nodes.push({ host: match[1]!.replace(/^\[|\]$/g, ''), port });
  }
  return { nodes, bad };
}

/** A short description for logs and /readyz, without any password a URL may carry. */
export function describeTarget(target: RedisTarget | undefined): string {
  if (target === undefined) return 'memory';
  if (target.mode === 'single') return 'redis';
  return `redis-${target.mode}`;
}
