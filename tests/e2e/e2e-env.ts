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
    // Apart from any other gateway on the same Redis (CI exports REDIS_URL), the other lanes' and other work trees'
    // (another E2E_PORT, another sandbox, whose answers must not be served here) included.
    cacheNamespace: `saola-e2e-${gatewayPort}`,
    sessionSecret: 'e2e-session-secret-with-at-least-32-characters',
  } as const;
}

/**
 * The stack of the process at hand: a worker's lane is its TEST_PARALLEL_INDEX (set before it loads the config or
 * a spec); the runner itself, which starts the stacks, is lane 0.
 */
export const E2E = stackOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** What every e2e stack (a lane's, a spec's private one) runs with, besides its ports and namespace. */
export const STACK_ENV = {
  LOG_LEVEL: 'warn',
  // Every test browser comes from one address; the per-IP budgets are tested in the gateway's own suite.
  LOGIN_LIMIT_PER_IP: '100000',
  LOGIN_LIMIT_PER_USERNAME: '100000',
  FREE_PLAY_LIMIT_PER_IP: '100000',
  PASSWORD_RESET_LIMIT_PER_IP: '100000',
  PASSWORD_RESET_LIMIT_PER_ACCOUNT: '100000',
  PASSWORD_CHANGE_LIMIT_PER_ACCOUNT: '100000',
  RATE_LIMIT_PER_MINUTE: '100000',
  // The header's figures ride with each page's query unless the platform is slower than this (1 s in
  // production): on a loaded CI machine a slow sandbox must not turn a page's one request into two. Below
  // the 4 s wallet fault of identity-site's "updating" test, which must still pass the deadline.
  HEADER_FIGURES_DEADLINE_MS: '2000',
  // Identity specs give each test its own X-Forwarded-For address, so the per-client budgets (one SMS
  // and one captcha a second) and the per-visitor status cache start fresh in every test. The browser
  // reaches the gateway on loopback, so loopback is the trusted proxy.
  TRUST_PROXY: 'loopback',
  NODE_ENV: 'development',
} as const;
