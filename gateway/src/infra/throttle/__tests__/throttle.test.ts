import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis, uniqueNamespace, type TestRedis } from '../../../testing/redis.js';
import { createThrottles, type Throttles } from '../create-throttles.js';
import { silentLogger } from '../../../testing/silent-logger.js';

const settings = {
  loginPerIpPerMinute: 2,
  loginFailuresPerUsernamePerMinute: 2,
  smsIntervalSeconds: 60,
  captchaIntervalSeconds: 60,
  freePlayPerIp: 1,
  passwordResetsPerIp: 1,
  passwordResetsPerAccount: 1,
  wrongOldPasswordsPerAccount: 2,
  wrongPaymentPasswordsPerAccount: 2,
};
const logger = silentLogger();

function behaves(name: string, make: () => Throttles | Promise<Throttles>) {
  describe(name, () => {
    /** Runs `test` on fresh throttles, closed however it ends. */
    async function withThrottles(test: (throttles: Throttles) => Promise<void>): Promise<void> {
      const throttles = await make();
      try {
        await test(throttles);
      } finally {
        await throttles.close();
      }
    }

    it('spends a budget per key, refuses with the wait, and takes back given attempts', () =>
      withThrottles(async (throttles) => {
        const { loginPerIp } = throttles;
        expect(await loginPerIp.take('198.51.100.1')).toEqual({ allowed: true });
        expect(await loginPerIp.take('198.51.100.1')).toEqual({ allowed: true });
        const refused = await loginPerIp.take('198.51.100.1');
        expect(refused.allowed).toBe(false);
        if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(await loginPerIp.take('198.51.100.2')).toEqual({ allowed: true });

        const { loginFailuresPerUsername: byName } = throttles;
        await byName.take('username:a');
        await byName.giveBack('username:a');
        await byName.take('username:a');
        expect(await byName.take('username:a')).toEqual({ allowed: true });
        expect((await byName.take('username:a')).allowed).toBe(false);
      }));

    it('forgets every spent attempt of a cleared key, and only of that key', () =>
      withThrottles(async (throttles) => {
        const { wrongOldPasswordPerAccount: guesses } = throttles;
        for (const key of ['member:1', 'member:1', 'member:2', 'member:2']) expect(await guesses.take(key)).toEqual({ allowed: true });
        await guesses.clear('member:1');
        expect(await guesses.take('member:1')).toEqual({ allowed: true });
        expect(await guesses.take('member:1')).toEqual({ allowed: true });
        expect((await guesses.take('member:1')).allowed).toBe(false);
        expect((await guesses.take('member:2')).allowed).toBe(false);
      }));

    it('locks a key for a stated time', () =>
      withThrottles(async (throttles) => {
        expect(await throttles.smsNumberLock.check('+84901234567')).toEqual({ allowed: true });
        await throttles.smsNumberLock.lock('+84901234567', 300);
        const locked = await throttles.smsNumberLock.check('+84901234567');
        expect(locked.allowed).toBe(false);
        if (!locked.allowed) {
          expect(locked.retryAfterSeconds).toBeGreaterThan(290);
          expect(locked.retryAfterSeconds).toBeLessThanOrEqual(300);
        }
        expect(await throttles.smsNumberLock.check('+84987654321')).toEqual({ allowed: true });
      }));
  });
}

behaves('memory throttles', () => {
  const throttles = createThrottles({ settings, namespace: uniqueNamespace('throttle'), logger });
  expect(throttles.store).toBe('memory');
  return throttles;
});

describe('Redis throttles', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });

  behaves('on Redis', async () => {
    const throttles = createThrottles({ settings, redis: { mode: 'single', url: redis.url }, namespace: uniqueNamespace('throttle'), logger });
    expect(throttles.store).toBe('redis');
    // The first command may race the connection; the memory insurance would then answer, so wait for ready.
    await waitUntilReady(throttles);
    return throttles;
  });

  it('shares budgets between replicas', async () => {
    const namespace = uniqueNamespace('throttle');
    const first = createThrottles({ settings, redis: { mode: 'single', url: redis.url }, namespace, logger });
    const second = createThrottles({ settings, redis: { mode: 'single', url: redis.url }, namespace, logger });
    try {
      await Promise.all([waitUntilReady(first), waitUntilReady(second)]);
      expect(await first.captchaPerClient.take('203.0.113.9')).toEqual({ allowed: true });
      expect((await second.captchaPerClient.take('203.0.113.9')).allowed).toBe(false);
      await first.smsNumberLock.lock('+84912345678', 300);
      expect((await second.smsNumberLock.check('+84912345678')).allowed).toBe(false);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

async function waitUntilReady(throttles: Throttles): Promise<void> {
  for (let i = 0; i < 100 && !(await throttles.ready()); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}
