/** The merchant's Firebase web app, as `site.loginOptions.firebase` gives it (what `initializeApp` takes). */
export interface FirebaseWebOptions {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string | null;
  /** Tests and development: the Auth emulator (the sandbox's imitation). */
  emulatorUrl?: string | null;
}

export type SignInProvider = 'GOOGLE' | 'FACEBOOK';

/** A code sent by Firebase; confirming it yields the Firebase ID token. */
export interface PhoneCodeSession {
  confirm(code: string): Promise<string>;
}
