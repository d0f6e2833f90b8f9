/**
 * A Firebase phone sign-in as the JS SDK makes it against the sandbox's Auth emulator imitation: send a code to the
 * number (E.164), read it where the emulator shows tests its codes, sign in. Answers the ID token the platform takes
 * as `firebaseIdToken`.
 */
export async function firebasePhoneIdToken(sandboxUrl: string, phoneNumber: string): Promise<string> {
  const toolkit = async (method: string, body: Record<string, string>) =>
    (await (await fetch(`${sandboxUrl}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=web-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })).json()) as Record<string, string | undefined>;
  const { sessionInfo = '' } = await toolkit('sendVerificationCode', { phoneNumber });
  const codes = (await (await fetch(`${sandboxUrl}/emulator/v1/projects/saola-sandbox/verificationCodes`)).json()) as {
    verificationCodes: Array<{ sessionInfo: string; code: string }>;
  };
  const code = codes.verificationCodes.find((entry) => entry.sessionInfo === sessionInfo)?.code ?? '';
  const { idToken } = await toolkit('signInWithPhoneNumber', { sessionInfo, code });
  if (idToken === undefined) throw new Error(`no Firebase phone sign-in for ${phoneNumber}`);
  return idToken;
}
