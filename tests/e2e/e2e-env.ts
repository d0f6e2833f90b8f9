/** Ports and secrets of the stack the end-to-end tests start (apart from the dev ports 4000/4010). */
export const E2E = {
  gatewayPort: 4100,
  sandboxPort: 4110,
  gatewayUrl: 'http://127.0.0.1:4100',
  sandboxUrl: 'http://127.0.0.1:4110',
  sessionSecret: 'e2e-session-secret-with-at-least-32-characters',
} as const;
