/**
 * What the Firebase Auth emulator imitation (auth/firebase-emulator.ts) keeps: accounts it signed in, the ID and
 * refresh tokens it issued, and phone codes it "sent". Part of the identity data, so a reset clears it.
 */
export interface FirebaseEmulatorBook {
  accounts: Record<string, EmulatorAccount>;
  /** ID token → local id and expiry (ms). */
  idTokens: Record<string, { localId: string; expiresAt: number }>;
  refreshTokens: Record<string, string>;
  /** sessionInfo → the phone number and its code. */
  phoneSessions: Record<string, { phoneNumber: string; code: string }>;
}

export interface EmulatorAccount {
  localId: string;
  /** google.com, facebook.com or phone. */
  provider: string;
  email?: string;
  phoneNumber?: string;
  createdAt: number;
}
