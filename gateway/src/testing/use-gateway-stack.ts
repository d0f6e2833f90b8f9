import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startGatewayStack, type GatewayStack, type StackOptions } from './gateway-stack.js';
import { startTestRedis } from './redis.js';

export interface StackHooks {
  /** Before each test: reset the sandbox's seed state (POST /reset). */
  reset?: boolean;
  /** Before each test, after the reset: zero the sandbox's call counters (DELETE /calls). */
  clearCalls?: boolean;
  /** Give the stack a test Redis (startTestRedis), stopped once the stack is closed. */
  testRedis?: boolean;
}

/**
 * One gateway stack for the enclosing describe block: started in beforeAll (options may be a function, read
 * then), closed in afterAll, with the sandbox reset and its call counts cleared before each test as asked.
 * Returns the stack itself, usable in tests and in the block's own hooks (which run after these ones).
 */
export function useGatewayStack(options: StackOptions | (() => StackOptions) = {}, hooks: StackHooks = {}): GatewayStack {
  let stack: GatewayStack | undefined;
  let stopRedis: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const stackOptions = typeof options === 'function' ? options() : options;
    if (hooks.testRedis) {
      const redis = await startTestRedis();
      stopRedis = redis.stop;
      stack = await startGatewayStack({ ...stackOptions, redisUrl: redis.url });
    } else {
      stack = await startGatewayStack(stackOptions);
    }
  });
  if (hooks.reset || hooks.clearCalls) {
    beforeEach(async () => {
      if (hooks.reset) await started().control('POST', '/reset');
      if (hooks.clearCalls) await started().control('DELETE', '/calls');
    });
  }
  afterAll(async () => {
    await stack?.close();
    await stopRedis?.();
  });

  function started(): GatewayStack {
    if (stack === undefined) throw new Error('The gateway stack starts in beforeAll: use it in tests and hooks only.');
    return stack;
  }
  return new Proxy({} as GatewayStack, { get: (_target, property) => Reflect.get(started(), property) as unknown });
}

/** A stack of its own for one test: started, handed to `run`, and closed however `run` ends. */
export async function withGatewayStack<T>(options: StackOptions, run: (stack: GatewayStack) => Promise<T>): Promise<T> {
  const stack = await startGatewayStack(options);
  try {
    return await run(stack);
  } finally {
    await stack.close();
  }
}
