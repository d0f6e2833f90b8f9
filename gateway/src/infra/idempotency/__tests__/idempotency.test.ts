import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis, uniqueNamespace, type TestRedis } from '../../../testing/redis.js';
import { fingerprintOf } from '../fingerprint.js';
import { Idempotency } from '../idempotency.js';
import { createMemoryStore } from '../memory-store.js';
import { orderNumberOf } from '../order-number.js';
import { createRedisStore } from '../redis-store.js';
import type { MoneyOrder } from '../money-order.js';
import type { IdempotencyStore } from '../store.js';
import { silentLogger } from '../../../testing/silent-logger.js';

const logger = silentLogger();
const SECRET = 'test-secret-of-the-gateway-32-chars-long';
const MERCHANT = 'SAOLA';
const scope = { memberId: '100001', operation: 'transferBetweenWallets' };
const input = (key: string, amount = '10.00') => ({ fromWalletId: 2, toWalletId: 11, amount, idempotencyKey: key });

/** A platform stand-in that counts its calls and answers after a tick, so concurrent copies overlap. */
function countingPlatform() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    async transfer(amount: string) {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { orderNo: `wt-${calls}`, amount, userErrors: [] };
    },
  };
}

function behavesIdempotently(name: string, makeStore: () => Promise<IdempotencyStore>) {
  describe(`with the ${name} store`, () => {
    let idempotency: Idempotency;
    beforeAll(async () => {
      idempotency = new Idempotency({ store: await makeStore(), merchant: MERCHANT, claimTtlMs: 30_000, pollMs: 5, logger, secret: SECRET });
    });
    afterAll(async () => {
      await idempotency.close();
    });

    it('runs a key once: the retry gets the first answer without a second call', async () => {
      const platform = countingPlatform();
      const first = await idempotency.run(scope, input('retry-key-1'), () => platform.transfer('10.00'));
      const second = await idempotency.run(scope, input('retry-key-1'), () => platform.transfer('10.00'));
      expect(platform.calls).toBe(1);
      expect(second).toEqual(first);
    });

    it('50 concurrent copies make one call and get identical answers', async () => {
      const platform = countingPlatform();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => idempotency.run(scope, input('concurrent-1'), () => platform.transfer('10.00'))),
      );
      expect(platform.calls).toBe(1);
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    });

    it('refuses a used key with another input, during and after the first request', async () => {
      const platform = countingPlatform();
      const running = idempotency.run(scope, input('reused-key-1'), () => platform.transfer('10.00'));
      await expect(idempotency.run(scope, input('reused-key-1', '99.00'), () => platform.transfer('99.00'))).rejects.toMatchObject({
        extensions: { code: 'BAD_USER_INPUT' },
      });
      await running;
      await expect(idempotency.run(scope, input('reused-key-1', '99.00'), () => platform.transfer('99.00'))).rejects.toMatchObject({
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(platform.calls).toBe(1);
    });

    it('scopes keys per member and per mutation', async () => {
      const platform = countingPlatform();
      await idempotency.run(scope, input('scoped-key-1'), () => platform.transfer('10.00'));
      await idempotency.run({ ...scope, memberId: '100002' }, input('scoped-key-1'), () => platform.transfer('10.00'));
      await idempotency.run({ ...scope, operation: 'transferToUpline' }, input('scoped-key-1'), () => platform.transfer('10.00'));
      expect(platform.calls).toBe(3);
    });

    it('frees the key when the request fails with an error, so a retry runs again', async () => {
      const platform = countingPlatform();
      await expect(idempotency.run(scope, input('failing-key-1'), () => Promise.reject(new Error('platform down')))).rejects.toThrow('platform down');
      const retried = await idempotency.run(scope, input('failing-key-1'), () => platform.transfer('10.00'));
      expect(platform.calls).toBe(1);
      expect(retried).toMatchObject({ orderNo: 'wt-1' });
    });

    it('keeps the answer once the platform accepted, whatever fails after it: the retry gets it with no second call', async () => {
      const platform = countingPlatform();
      const acceptedThenRereadFails = async (order: MoneyOrder) => {
        const accepted = { ...(await platform.transfer('10.00')), wallet: null };
        order.accepted(accepted);
        throw new Error('balance re-read timed out');
      };
      const first = await idempotency.run(scope, input('accepted-key-1'), acceptedThenRereadFails);
      const retried = await idempotency.run(scope, input('accepted-key-1'), acceptedThenRereadFails);
      expect(first).toEqual({ orderNo: 'wt-1', amount: '10.00', userErrors: [], wallet: null });
      expect(retried).toEqual(first);
      expect(platform.calls).toBe(1);
    });

    it('hands the run an order number derived from the key, the same for every retry', async () => {
      const numbers: string[] = [];
      const note = async (order: MoneyOrder) => {
        numbers.push(order.number);
        throw new Error('platform down');
      };
      await expect(idempotency.run(scope, input('numbered-key-1'), note)).rejects.toThrow();
      await expect(idempotency.run(scope, input('numbered-key-1'), note)).rejects.toThrow();
      expect(numbers[0]).toBe(numbers[1]);
      expect(numbers[0]).toBe(orderNumberOf(SECRET, { merchant: MERCHANT, ...scope }, 'numbered-key-1'));
    });

    it('refuses malformed keys before running anything', async () => {
      const platform = countingPlatform();
      for (const key of ['short', 'x'.repeat(65), 'has space1', 'ключ-ключ-ключ']) {
        await expect(idempotency.run(scope, input(key), () => platform.transfer('10.00'))).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      }
      expect(platform.calls).toBe(0);
    });
  });
}

behavesIdempotently('memory', async () => createMemoryStore());

describe('across replicas sharing Redis', () => {
  let redis: TestRedis;
  const clients: Redis[] = [];
  const namespace = uniqueNamespace('idempotency-test');
  const replica = () => {
    const client = new Redis(redis.url);
    clients.push(client);
    return new Idempotency({ store: createRedisStore(client, namespace, false), merchant: MERCHANT, claimTtlMs: 30_000, pollMs: 5, logger, secret: SECRET });
  };
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
    await redis.stop();
  });

  behavesIdempotently('redis', async () => {
    const client = new Redis(redis.url);
    clients.push(client);
    return createRedisStore(client, uniqueNamespace('idempotency-test'), false);
  });

  it('two replicas given one key at once make one call; the second waits for the first answer', async () => {
    const [first, second] = [replica(), replica()];
    const platform = countingPlatform();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? first : second).run(scope, input('replicas-1'), () => platform.transfer('10.00'))),
    );
    expect(platform.calls).toBe(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  it('with Redis unreachable a money mutation is refused (UPSTREAM_UNAVAILABLE) and never runs', async () => {
    const down = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 0 });
    down.on('error', () => undefined);
    const idempotency = new Idempotency({ store: createRedisStore(down, namespace, true), merchant: MERCHANT, claimTtlMs: 30_000, logger, secret: SECRET });
    const platform = countingPlatform();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(idempotency.run(scope, input('outage-key-1'), () => platform.transfer('10.00'))).rejects.toMatchObject({
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
    }
    expect(platform.calls).toBe(0);
    await idempotency.close();
  });

  it('a claim that timed out while Redis stalled is taken back when it lands, so a copy elsewhere runs once, at once', async () => {
    // This replica gives up on Redis after 200 ms; Redis holds writes for 1.5 s and then stores the claim anyway.
    const impatient = new Redis(redis.url, { commandTimeout: 200 });
    clients.push(impatient);
    const stalled = new Idempotency({ store: createRedisStore(impatient, namespace, false), merchant: MERCHANT, claimTtlMs: 120_000, pollMs: 5, logger, secret: SECRET });
    const admin = new Redis(redis.url);
    clients.push(admin);
    await admin.client('PAUSE', 1500, 'WRITE');
    const platform = countingPlatform();
    await expect(stalled.run(scope, input('stalled-claim-1'), () => platform.transfer('10.00'))).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    // Once Redis goes on, the late claim is gone: the copy on another replica claims and runs it, without waiting
    // out the claim's two minutes.
    const key = `${namespace}:idempotency:${MERCHANT}:${scope.operation}:${scope.memberId}:stalled-claim-1`;
    await admin.set(`${namespace}:after-the-stall`, '1');
    await expect.poll(async () => admin.exists(key), { timeout: 10_000, interval: 50 }).toBe(0);
    const copy = await replica().run(scope, input('stalled-claim-1'), () => platform.transfer('10.00'));
    expect(copy).toMatchObject({ amount: '10.00' });
    expect(platform.calls).toBe(1);
  });

  it('keys carry the merchant: two merchants on one Redis and namespace never share a key', async () => {
    const shared = uniqueNamespace('idempotency-merchants');
    const client = new Redis(redis.url);
    clients.push(client);
    const forMerchant = (merchant: string) =>
      new Idempotency({ store: createRedisStore(client, shared, false), merchant, claimTtlMs: 30_000, pollMs: 5, logger, secret: SECRET });
    const platform = countingPlatform();
    const first = await forMerchant('SAOLA').run(scope, input('merchant-key-1'), () => platform.transfer('10.00'));
    const second = await forMerchant('OTHER').run(scope, input('merchant-key-1'), () => platform.transfer('10.00'));
    expect(platform.calls).toBe(2);
    expect(second).not.toEqual(first);
    const keys = await client.keys(`${shared}:idempotency:*`);
    expect(keys.sort()).toEqual([`${shared}:idempotency:OTHER:${scope.operation}:${scope.memberId}:merchant-key-1`, `${shared}:idempotency:SAOLA:${scope.operation}:${scope.memberId}:merchant-key-1`]);
  });
});

describe('platform order numbers', () => {
  const owner = { merchant: MERCHANT, memberId: '100001', operation: 'withdraw' };

  it('are no member\'s own text and fit every platform call (32 hex characters)', () => {
    const number = orderNumberOf(SECRET, owner, 'my-chosen-order-1');
    expect(number).toMatch(/^[0-9a-f]{32}$/);
    expect(number).not.toContain('my-chosen-order-1');
  });

  it('differ per member, mutation, merchant and key, so no member can collide with another\'s', () => {
    const numbers = [
      orderNumberOf(SECRET, owner, 'same-key-0001'),
      orderNumberOf(SECRET, { ...owner, memberId: '100002' }, 'same-key-0001'),
      orderNumberOf(SECRET, { ...owner, operation: 'transferToUpline' }, 'same-key-0001'),
      orderNumberOf(SECRET, { ...owner, merchant: 'OTHER' }, 'same-key-0001'),
      orderNumberOf(SECRET, owner, 'same-key-0002'),
      orderNumberOf('another-secret-of-thirty-two-chars!!', owner, 'same-key-0001'),
    ];
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('request fingerprints', () => {
  const withdraw = (paymentPassword: string) => ({ accountId: 'a1', amount: '50.00', paymentPassword, idempotencyKey: 'key-00000001' });

  it('tell inputs apart (a changed password is another request) but cannot be recomputed without the secret', () => {
    expect(fingerprintOf(SECRET, 'withdraw', withdraw('666888'))).toBe(fingerprintOf(SECRET, 'withdraw', { ...withdraw('666888'), idempotencyKey: 'key-00000002' }));
    expect(fingerprintOf(SECRET, 'withdraw', withdraw('666888'))).not.toBe(fingerprintOf(SECRET, 'withdraw', withdraw('666889')));
    // Someone reading Redis who tries every 6-digit password gets nowhere without the gateway's secret.
    expect(fingerprintOf(SECRET, 'withdraw', withdraw('666888'))).not.toBe(fingerprintOf('another-secret-of-thirty-two-chars!!', 'withdraw', withdraw('666888')));
  });
});
