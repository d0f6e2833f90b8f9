import { initializeApp, getApps } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import {
  FacebookAuthProvider,
  GoogleAuthProvider,
  RecaptchaVerifier,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  getRedirectResult,
  inMemoryPersistence,
  initializeAuth,
  signInWithPhoneNumber,
  signInWithPopup,
  signInWithRedirect,
} from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import type { FirebaseWebOptions, PhoneCodeSession, SignInProvider } from './firebase-types';
import { markRedirectSignIn } from './redirect-mark';

// The Firebase SDK, loaded only when a provider sign-in or third-party SMS is used (see firebase-loader.ts): the
// home page never pays for it. Firebase is only the way to prove a Google, Facebook or phone identity; the token
// goes to the gateway at once and nothing of Firebase's session is kept in the browser (in-memory persistence).

const auths = new Map<string, Auth>();

function appFor(options: FirebaseWebOptions): FirebaseApp {
  const name = `saola-${options.projectId}-${options.apiKey}`;
  const existing = getApps().find((app) => app.name === name);
  if (existing) return existing;
  return initializeApp(
    { apiKey: options.apiKey, authDomain: options.authDomain, projectId: options.projectId, ...(options.appId ? { appId: options.appId } : {}) },
    name,
  );
}

/** The Auth instance of this Firebase app, pointed at the emulator when the merchant configuration names one. */
function authFor(options: FirebaseWebOptions): Auth {
  const key = JSON.stringify(options);
  const known = auths.get(key);
  if (known) return known;
  const auth = initializeAuth(appFor(options), { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  if (options.emulatorUrl) {
    connectAuthEmulator(auth, options.emulatorUrl, { disableWarnings: true });
    // The emulator takes any phone verification: no reCAPTCHA is fetched from Google.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  auths.set(key, auth);
  return auth;
}

function providerOf(provider: SignInProvider) {
  return provider === 'GOOGLE' ? new GoogleAuthProvider() : new FacebookAuthProvider();
}

/**
 * Google or Facebook sign-in in a popup; where the browser blocks popups (phones, mostly) the page goes to the
 * provider and comes back, and finishRedirectSignIn picks the result up. Resolves to the Firebase ID token.
 */
export async function signInWithProvider(options: FirebaseWebOptions, provider: SignInProvider, languageCode: string): Promise<string> {
  const auth = authFor(options);
  auth.languageCode = languageCode;
  try {
    const credential = await signInWithPopup(auth, providerOf(provider));
    return await credential.user.getIdToken();
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/popup-blocked') throw error;
    markRedirectSignIn(provider);
    await signInWithRedirect(auth, providerOf(provider));
    // The page is leaving for the provider.
    return new Promise<string>(() => undefined);
  }
}

/** The ID token of a redirect sign-in the page just came back from; null when there is none. */
export async function finishRedirectSignIn(options: FirebaseWebOptions): Promise<string | null> {
  const result = await getRedirectResult(authFor(options));
  return result ? result.user.getIdToken() : null;
}

/**
 * Sends a code to the number (E.164) through Firebase, behind an invisible reCAPTCHA (none in emulator mode). The
 * session confirms the code the visitor types and answers the ID token the platform takes as `firebaseIdToken`.
 */
export async function sendPhoneCode(options: FirebaseWebOptions, phoneNumber: string, languageCode: string): Promise<PhoneCodeSession> {
  const auth = authFor(options);
  auth.languageCode = languageCode;
  const holder = document.createElement('div');
  holder.hidden = true;
  document.body.append(holder);
  const verifier = new RecaptchaVerifier(auth, holder, { size: 'invisible' });
  try {
    const confirmation = await signInWithPhoneNumber(auth, phoneNumber, verifier);
    return { confirm: async (code) => (await confirmation.confirm(code)).user.getIdToken() };
  } finally {
    verifier.clear();
    holder.remove();
  }
}
