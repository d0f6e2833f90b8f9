import type { FastifyInstance } from 'fastify';
import type { CallSpec } from '../infra/upstream/catalogue.js';
import { callKey, startGatewayStack, type GatewayStack } from './gateway-stack.js';
import { openStream, type OpenStream } from './live-stream-client.js';
import { startTestRedis, uniqueNamespace, type TestRedis } from './redis.js';
import { startReplica } from './replica.js';

export interface LiveReplicas {
  stack: GatewayStack;
  /** The second replica: the same configuration, Redis and platform, its own memory. */
  replica: FastifyInstance;
  /** Where each replica listens, the stack's first. */
  urls: [string, string];
  /** How often the platform is asked `call` over the next `intervals` feed intervals (LIVE_FEED_INTERVAL_MS). */
  readsOver(call: CallSpec, intervals: number): Promise<number>;
  /** Opens a subscription stream on a replica; every stream opened is closed with the replicas. */
  open(url: string, query: string, session?: string, variables?: Record<string, unknown>): OpenStream;
  close(): Promise<void>;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the replica listens on no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Two gateway replicas on one real Redis, serving streams on real sockets, in front of one sandbox. */
export async function startLiveReplicas(env: Record<string, string>): Promise<LiveReplicas> {
  const redis: TestRedis = await startTestRedis();
  const stack = await startGatewayStack({
    redisUrl: redis.url,
    env: { CACHE_NAMESPACE: uniqueNamespace('live'), RATE_LIMIT_PER_MINUTE: '1000000', ...env },
  });
  const replica = await startReplica(stack.config);
  const urls: [string, string] = [await listen(stack.app), await listen(replica)];
  const streams: OpenStream[] = [];
  return {
    stack,
    replica,
    urls,
    async readsOver(call, intervals) {
      await stack.control('DELETE', '/calls');
      await new Promise((resolve) => setTimeout(resolve, intervals * stack.config.live.feedIntervalMs));
      return stack.upstreamCalls(callKey(call));
    },
    open(url, query, session, variables) {
      const stream = openStream(url, query, session, variables);
      streams.push(stream);
      return stream;
    },
    async close() {
      for (const stream of streams) stream.close();
      await Promise.allSettled([replica.close(), stack.close()]);
      await redis.stop();
    },
  };
}
