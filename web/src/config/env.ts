// Same-origin by default: the gateway serves the app and /graphql, and the session cookie is httpOnly there.
export const env = {
  graphqlUrl: import.meta.env.VITE_GRAPHQL_URL || '/graphql',
  isDev: import.meta.env.DEV,
} as const;
