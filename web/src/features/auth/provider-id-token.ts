import type { FirebaseWebOptions, PhoneCodeSession, SignInProvider } from './firebase/firebase-types';

// The Firebase SDK is a chunk of its own, fetched the first time a visitor uses a provider sign-in or third-party
// SMS (never for the first paint; scripts/web-budget.mjs keeps it so).
const loadFirebase = () => import('./firebase/firebase-sign-in');

/** The Firebase ID token of a Google or Facebook sign-in (popup, or redirect where popups are blocked). */
export async function requestProviderIdToken(options: FirebaseWebOptions, provider: SignInProvider, languageCode: string): Promise<string> {
  const { signInWithProvider } = await loadFirebase();
  return signInWithProvider(options, provider, languageCode);
}

/** The ID token of the redirect sign-in this page came back from, or null. */
export async function finishRedirectIdToken(options: FirebaseWebOptions): Promise<string | null> {
  const { finishRedirectSignIn } = await loadFirebase();
  return finishRedirectSignIn(options);
}

/** Sends a phone code through Firebase (third-party SMS); the session confirms the typed code into an ID token. */
export async function sendFirebasePhoneCode(options: FirebaseWebOptions, phoneNumber: string, languageCode: string): Promise<PhoneCodeSession> {
  const { sendPhoneCode } = await loadFirebase();
  return sendPhoneCode(options, phoneNumber, languageCode);
}
