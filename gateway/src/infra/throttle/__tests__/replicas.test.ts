import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, nextIp, REQUEST_CAPTCHA, type CaptchaShape } from '../../../testing/test-browser.js';
import { startGatewayStack, type GatewayStack } from '../../../testing/gateway-stack.js';
import { startTestRedis, uniqueNamespace, type TestRedis } from '../../../testing/redis.js';

describe('throttles with REDIS_URL', () => {
  let redis: TestRedis;
  let client: Redis;
  let first: GatewayStack;
  let second: GatewayStack;
  const namespace = uniqueNamespace('saola-replicas');

  beforeAll(async () => {
    redis = await startTestRedis();
    client = new Redis(redis.url);
    const env = { CACHE_NAMESPACE: namespace, CAPTCHA_INTERVAL_SECONDS: '60' };
    first = await startGatewayStack({ redisUrl: redis.url, env });
    second = await startGatewayStack({ redisUrl: redis.url, env });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    client.disconnect();
    await redis.stop();
  });

  /** Until its Redis connection is up a replica counts in memory: ask until one of its budgets lands in Redis. */
  async function untilCountingInRedis(stack: GatewayStack): Promise<string> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const ip = nextIp();
      const before = (await client.keys(`${namespace}:throttle:captcha-client*`)).length;
      expect((await openBrowser(stack, ip).gql<CaptchaShape>(REQUEST_CAPTCHA)).body.data?.requestCaptcha.userErrors).toEqual([]);
      if ((await client.keys(`${namespace}:throttle:captcha-client*`)).length > before) return ip;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the replica never counted in Redis');
  }

  it('are shared by every gateway replica', async () => {
    await untilCountingInRedis(second);
    const ip = await untilCountingInRedis(first);

    const onOtherReplica = await openBrowser(second, ip).gql<CaptchaShape>(REQUEST_CAPTCHA);
    expect(onOtherReplica.body.data?.requestCaptcha.userErrors.map((e) => e.code)).toEqual(['RATE_LIMITED']);
    // Keys are hashed: no address or username is readable in Redis.
    expect((await client.keys(`${namespace}:*`)).join(' ')).not.toContain(ip);
  });
});
