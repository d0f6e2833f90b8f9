// Same-origin by default: the gateway serves the app and /graphql, and the session cookie is httpOnly there.
export const env = {
  graphqlUrl: import.meta.env.VITE_GRAPHQL_URL || '/graphql',
  // The schema has no customer-service link yet; the chat address is deployment configuration until it does.
  customerServiceUrl: import.meta.env.VITE_CUSTOMER_SERVICE_URL || '/helpmc',
  isDev: import.meta.env.DEV,
} as const;
