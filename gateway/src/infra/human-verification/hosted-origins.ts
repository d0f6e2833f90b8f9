import type { ChallengeProvider } from './verifier.js';

/**
 * Where a hosted challenge's widget comes from: its script, and the frame it draws the challenge in. The site's
 * CSP allows these only for the provider the merchant configured; ALTCHA is served by the site itself.
 */
export function hostedChallengeOrigins(provider: ChallengeProvider): { scripts: string[]; frames: string[] } {
  switch (provider) {
    case 'turnstile':
      return { scripts: ['https://challenges.cloudflare.com'], frames: ['https://challenges.cloudflare.com'] };
    case 'recaptcha':
      return { scripts: ['https://www.google.com', 'https://www.gstatic.com'], frames: ['https://www.google.com'] };
    case 'altcha':
      return { scripts: [], frames: [] };
  }
}
