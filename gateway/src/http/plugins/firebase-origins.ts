import type { FirebaseWebSettings } from '../../config.js';

/**
 * What the Firebase Auth SDK needs of the site's policy once the merchant configures Firebase (FIREBASE_*): Google's
 * gapi loader (the popup's relay frame), the sign-in pages' frame (the auth domain, or the emulator in tests), and
 * for phone sign-in reCAPTCHA's script and frame. Its REST calls are HTTPS, which connect-src already allows. A popup
 * must keep its opener to hand the sign-in back, so the opener policy allows popups.
 */
export function firebaseOrigins(firebase: FirebaseWebSettings | undefined): { scripts: string[]; frames: string[]; popups: boolean } {
  if (firebase === undefined) return { scripts: [], frames: [], popups: false };
  const signInPages = firebase.emulatorUrl === undefined ? `https://${firebase.authDomain}` : new URL(firebase.emulatorUrl).origin;
  return {
    scripts: ['https://apis.google.com', 'https://www.google.com', 'https://www.gstatic.com'],
    frames: [signInPages, 'https://www.google.com'],
    popups: true,
  };
}
