// E2E_PORT moves the stack (gateway on it, sandbox on it + 10), so two work trees on one machine do not share one.
const gatewayPort = Number(process.env.E2E_PORT ?? 4100);
const sandboxPort = gatewayPort + 10;

/** Ports and secrets of the stack the end-to-end tests start (apart from the dev ports 4000/4010). */
export const E2E = {
  gatewayPort,
  sandboxPort,
  gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
  sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
  sessionSecret: 'e2e-session-secret-with-at-least-32-characters',
} as const;
