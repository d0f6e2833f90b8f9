// Another checkout on the same machine may run its own stack: E2E_GATEWAY_PORT / E2E_SANDBOX_PORT move this one.
const gatewayPort = Number(process.env.E2E_GATEWAY_PORT ?? 4100);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4110);

/** Ports and secrets of the stack the end-to-end tests start (apart from the dev ports 4000/4010). */
export const E2E = {
  gatewayPort,
  sandboxPort,
  gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
  sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
  sessionSecret: 'e2e-session-secret-with-at-least-32-characters',
} as const;
