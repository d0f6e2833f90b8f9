import type { IdentityProvider } from '../../gql/graphql';

/**
 * The id token of a Google or Facebook sign-in. No provider SDK is bundled yet: in development the button asks
 * for a token (the sandbox accepts `test-google:<email>` and `test-facebook:<email>`); in production it answers
 * null until an SDK is wired in here.
 */
export function requestProviderIdToken(provider: IdentityProvider, prompt: string, isDev: boolean): string | null {
  if (!isDev) return null;
  const token = window.prompt(prompt, `test-${provider.toLowerCase()}:`);
  return token?.trim() || null;
}
