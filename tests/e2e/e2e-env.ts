// Each Playwright worker has a stack of its own (the sandbox is one stateful platform, so tests sharing one would
// take turns): lane n's gateway listens on E2E_PORT + 20n, its sandbox 10 above. E2E_PORT moves them all, so two
// work trees on one machine do not share a stack.
const basePort = Number(process.env.E2E_PORT ?? 4100);

/** How many workers, hence stacks (E2E_WORKERS; 2 by default: half of a test's time is waiting on its stack). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** Ports, address and cache namespace of lane `lane`'s stack. */
export function stackOf(lane: number) {
  const gatewayPort = basePort + 20 * lane;
  const sandboxPort = gatewayPort + 10;
  return {
    gatewayPort,
    sandboxPort,
    gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    // Apart from any other gateway on the same Redis (CI exports REDIS_URL), the other lanes' included.
    cacheNamespace: `saola-e2e-${lane}`,
    sessionSecret: 'e2e-session-secret-with-at-least-32-characters',
  } as const;
}

/**
 * The stack of the process at hand: a worker's lane is its TEST_PARALLEL_INDEX (set before it loads the config or
 * a spec); the runner itself, which starts the stacks, is lane 0.
 */
export const E2E = stackOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
