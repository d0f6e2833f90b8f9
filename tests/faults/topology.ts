import { RedisProcesses } from '../../gateway/src/testing/redis-processes.js';
import { startLoadBalancer, type LoadBalancer } from './load-balancer.js';
import { nginxAvailable, startNginxBalancer } from './nginx-balancer.js';
import gatewayNode from '../../gateway/node-settings.json' with { type: 'json' };
import { startService, stopService, waitForOk, type Service } from './processes.js';
import { freePort } from '../../gateway/src/testing/redis.js';

export interface TopologyOptions {
  /** Platform (sandbox) delay on every call, in ms. */
  platformDelayMs: number;
  /** How long a draining gateway stays up as not-ready before it stops accepting. */
  drainDelayMs: number;
  /** The load balancer's port; any free one when 0 or absent. */
  lbPort?: number;
}

export interface Gateway {
  url: string;
  service: Service;
}

export interface Topology {
  lb: LoadBalancer;
  sandboxUrl: string;
  gateways: Gateway[];
  redisPort: number;
  /** Stops and starts the Redis every gateway shares (a fault). */
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  /** Sets (or with no argument clears) the faults on every platform call. */
  platformFault(fault?: { latencyMs?: number; outage?: boolean }): Promise<void>;
  close(): Promise<void>;
}

const SESSION_SECRET = 'topology-session-secret-of-32-characters-or-more';
export const METRICS_TOKEN = 'topology-metrics-token-of-24-characters-or-more';

/**
 * The docker-compose topology as plain processes on loopback: a Redis, the sandbox (the platform), two gateway
 * replicas and a load balancer probing their /readyz.
 */
export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const [redisPort, sandboxPort, ...gatewayPorts] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const redis = await RedisProcesses.create('saola-topology');
  const services: Service[] = [];
  try {
    await redis.start(redisPort!, []);
    const sandbox = startService('sandbox', 'sandbox/src/server.ts', { SANDBOX_PORT: String(sandboxPort), LOG_LEVEL: 'warn' });
    services.push(sandbox);
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    await upOrExited(sandbox, `${sandboxUrl}/__sandbox/calls`);

    // Each replica runs with the Node settings it is deployed with (gateway/node-settings.json).
    const gateways = gatewayPorts.map((port, index) => {
      const service = startService(`gateway-${index + 1}`, 'gateway/src/server.ts', {
        NODE_ENV: 'production',
        // Replicas and Redis are what this tests; the web's server build may be rebuilt beside it (the e2e lane).
        SERVER_RENDER: 'false',
        PORT: String(port),
        UPSTREAM_URL: sandboxUrl,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        SESSION_SECRET,
        COOKIE_SECURE: 'false',
        LOG_LEVEL: process.env.TOPOLOGY_LOG_LEVEL ?? 'error',
        RATE_LIMIT_PER_MINUTE: '1000000',
        // As in docker-compose.yml: the balancer's address (loopback here) is the one trusted proxy.
        TRUST_PROXY: '127.0.0.1',
        // Scenarios count each replica's requests on its /metrics. Read from loopback, the balancer's address here
        // (a trusted proxy, which needs the token), so with the token.
        METRICS_TOKEN,
        DRAIN_DELAY_MS: String(options.drainDelayMs),
        SHUTDOWN_TIMEOUT_MS: '10000',
        WEB_DIST: '/nonexistent',
        // Short, so the platform-down scenario reaches the stale-if-error path within its run.
        PUBLIC_CACHE_TTL_MS: '5000',
        ...gatewayNode.env,
      }, gatewayNode.flags);
      services.push(service);
      return { url: `http://127.0.0.1:${port}`, service };
    });
    await Promise.all(gateways.map((gateway) => upOrExited(gateway.service, `${gateway.url}/readyz`)));
    // The compose's nginx where this machine has it; else a balancer in Node, which itself costs a core under load.
    const balancer = process.env.TOPOLOGY_LB !== 'node' && nginxAvailable() ? startNginxBalancer : startLoadBalancer;
    const lb = await balancer(gateways.map((gateway) => gateway.url), { port: options.lbPort ?? 0 });

    const control = async (method: string, path: string, body?: unknown) => {
      const reply = await fetch(`${sandboxUrl}/__sandbox${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!reply.ok) throw new Error(`sandbox ${method} ${path}: ${reply.status} ${await reply.text()}`);
    };
    await control('PUT', '/faults', { path: '/*', latencyMs: options.platformDelayMs });

    return {
      lb,
      sandboxUrl,
      gateways,
      redisPort: redisPort!,
      stopRedis: () => redis.stop(redisPort!),
      startRedis: () => redis.start(redisPort!, []),
      async platformFault(fault) {
        await control('DELETE', '/faults');
        if (fault !== undefined) await control('PUT', '/faults', { path: '/*', ...fault });
      },
      async close() {
        await lb.close();
        await Promise.all(services.map((service) => stopService(service)));
        await redis.stopAll();
      },
    };
  } catch (error) {
    await Promise.all(services.map((service) => stopService(service, 'SIGKILL')));
    await redis.stopAll();
    throw error;
  }
}

/** Fails at once when the service exits (a bad configuration) instead of waiting out the timeout. */
async function upOrExited(service: Service, url: string): Promise<void> {
  const exited = service.exited.then((code) => {
    throw new Error(`${service.name} exited with code ${String(code)} before it was ready`);
  });
  exited.catch(() => {});
  await Promise.race([waitForOk(url, 90_000), exited]);
}
