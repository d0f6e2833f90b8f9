import type { SignInProvider } from './firebase-types';

// A redirect sign-in leaves the page; this mark (session storage, this tab only) says on return that one is pending,
// so the site loads Firebase to finish it only then.
const KEY = 'saola.firebaseRedirect';

export function markRedirectSignIn(provider: SignInProvider): void {
  try {
    sessionStorage.setItem(KEY, provider);
  } catch {
    // Storage refused: the redirect's result is then not picked up, and the visitor signs in again.
  }
}

/** The provider of a pending redirect sign-in, taken (read once). */
export function takeRedirectSignIn(): SignInProvider | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value === 'GOOGLE' || value === 'FACEBOOK' ? value : null;
  } catch {
    return null;
  }
}

/** Whether a redirect sign-in is pending (left in place for the login form to take). */
export function hasRedirectSignIn(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}
