// E2E_PORT moves the stacks (gateway on it, sandbox on it + 10, the walks' stack 20 above), so two work trees on
// one machine do not share one.
const gatewayPort = Number(process.env.E2E_PORT ?? 4100);
const sandboxPort = gatewayPort + 10;
const walkGatewayPort = gatewayPort + 20;

/** Ports and secrets of the stack the end-to-end tests start (apart from the dev ports 4000/4010). */
export const E2E = {
  gatewayPort,
  sandboxPort,
  gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
  sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
  sessionSecret: 'e2e-session-secret-with-at-least-32-characters',
} as const;

/**
 * A second stack for the route walks (axe on every route, the phone layouts): they take minutes and only read, so
 * they run beside the other specs, on a platform of their own that no other spec resets under them.
 */
export const WALKS = {
  gatewayPort: walkGatewayPort,
  sandboxPort: walkGatewayPort + 10,
  gatewayUrl: `http://127.0.0.1:${walkGatewayPort}`,
  sandboxUrl: `http://127.0.0.1:${walkGatewayPort + 10}`,
} as const;
