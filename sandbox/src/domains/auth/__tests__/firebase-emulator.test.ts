import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSandbox } from '../../../testing/platform-client.js';
import type { PlatformClient } from '../../../testing/platform-client.js';

let client: PlatformClient;

beforeAll(async () => {
  client = await startTestSandbox();
});
afterAll(() => client.sandbox.close());
beforeEach(() => client.sandbox.reset());

/** A call as the Firebase JS SDK makes it to the Auth emulator (JSON, or a form for the token refresh). */
async function emulator(path: string, body: Record<string, string>, form = false) {
  const response = await fetch(`${client.sandbox.url}${path}?key=web-api-key`, {
    method: 'POST',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', origin: 'http://127.0.0.1:4000' },
    body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
  return { status: response.status, cors: response.headers.get('access-control-allow-origin'), body: (await response.json()) as Record<string, unknown> };
}

const toolkit = '/identitytoolkit.googleapis.com/v1/accounts:';

/** Phone sign-in through the imitation: send, read the code as tests read the emulator's, sign in. */
async function phoneSignIn(phoneNumber: string) {
  const sent = await emulator(`${toolkit}sendVerificationCode`, { phoneNumber, recaptchaToken: 'NO_RECAPTCHA' });
  const sessionInfo = String(sent.body.sessionInfo);
  const codes = (await (await fetch(`${client.sandbox.url}/emulator/v1/projects/saola-sandbox/verificationCodes`)).json()) as {
    verificationCodes: Array<{ sessionInfo: string; code: string }>;
  };
  const code = codes.verificationCodes.find((entry) => entry.sessionInfo === sessionInfo)?.code ?? '';
  return emulator(`${toolkit}signInWithPhoneNumber`, { sessionInfo, code });
}

async function firebaseLogin(idToken: string, firebaseChannel = 'sms') {
  await client.control('/login-settings', 'PUT', { firebaseSms: true });
  return client.login({ type: 'firebase', firebaseIdToken: idToken, firebaseChannel });
}

describe('the Firebase Auth emulator imitation', () => {
  it('signs a number in with the code it sent, answering CORS for the site, and the platform accepts its ID token', async () => {
    const signedIn = await phoneSignIn('+84901234567');
    expect(signedIn.status).toBe(200);
    expect(signedIn.cors).toBe('http://127.0.0.1:4000');
    expect(signedIn.body).toMatchObject({ phoneNumber: '+84901234567', isNewUser: true, expiresIn: '3600' });
    const idToken = String(signedIn.body.idToken);
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ phone_number: '+84901234567', firebase: { sign_in_provider: 'phone' } });

    const lookup = await emulator(`${toolkit}lookup`, { idToken });
    expect(lookup.body.users).toEqual([expect.objectContaining({ phoneNumber: '+84901234567' })]);

    // player01's number: the platform logs that member in.
    const login = await firebaseLogin(idToken);
    expect(login.body.success).toBe(true);
  });

  it('refuses a wrong code, and the platform refuses a token it did not issue even in the same shape', async () => {
    const sent = await emulator(`${toolkit}sendVerificationCode`, { phoneNumber: '+84901234567', recaptchaToken: 'NO_RECAPTCHA' });
    const wrong = await emulator(`${toolkit}signInWithPhoneNumber`, { sessionInfo: String(sent.body.sessionInfo), code: '000000x' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { message: 'INVALID_CODE' } });

    const signedIn = await phoneSignIn('+84901234567');
    const [header, payload] = String(signedIn.body.idToken).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, jti: 'forged' })).toString('base64url')}.`;
    const login = await firebaseLogin(forged);
    expect(login.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('refreshes a session through securetoken, and the new ID token is accepted too', async () => {
    const signedIn = await phoneSignIn('+84901234567');
    const refreshed = await emulator('/securetoken.googleapis.com/v1/token', { grant_type: 'refresh_token', refresh_token: String(signedIn.body.refreshToken) }, true);
    expect(refreshed.body).toMatchObject({ token_type: 'Bearer', user_id: signedIn.body.localId, project_id: 'saola-sandbox' });
    expect(refreshed.body.id_token).not.toBe(signedIn.body.idToken);
    expect((await firebaseLogin(String(refreshed.body.id_token))).body.success).toBe(true);
    const bad = await emulator('/securetoken.googleapis.com/v1/token', { grant_type: 'refresh_token', refresh_token: 'nope' }, true);
    expect(bad.status).toBe(400);
  });

  it('signs a Google account in from the picker\'s answer (signInWithIdp), lists it in the picker, and the platform takes its token', async () => {
    const unsigned = (claims: Record<string, unknown>) =>
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const requestUri = (email: string, providerId = 'google.com') =>
      `${client.sandbox.url}/emulator/auth/handler?providerId=${providerId}&id_token=${unsigned({ sub: email, email })}`;
    const first = await emulator(`${toolkit}signInWithIdp`, { requestUri: requestUri('Ana@Example.com'), returnSecureToken: 'true' });
    expect(first.body).toMatchObject({ providerId: 'google.com', email: 'ana@example.com', isNewUser: true });
    const again = await emulator(`${toolkit}signInWithIdp`, { requestUri: requestUri('ana@example.com') });
    expect(again.body).toMatchObject({ localId: first.body.localId, isNewUser: false });
    expect((await emulator(`${toolkit}signInWithIdp`, { requestUri: requestUri('ana@example.com', 'github.com') })).status).toBe(400);
    expect((await emulator(`${toolkit}signInWithIdp`, { requestUri: 'not a url' })).status).toBe(400);

    const picker = await (await fetch(`${client.sandbox.url}/emulator/auth/handler?providerId=google.com&authType=signInViaPopup`)).text();
    expect(picker).toContain('data-email="ana@example.com"');
    const facebookPicker = await (await fetch(`${client.sandbox.url}/emulator/auth/handler?providerId=facebook.com`)).text();
    expect(facebookPicker).not.toContain('ana@example.com');
    expect((await fetch(`${client.sandbox.url}/emulator/gapi/api.js`)).headers.get('content-type')).toContain('javascript');

    await client.control('/login-settings', 'PUT', { googleLogin: true });
    const login = await client.login({ type: 'firebase', firebaseIdToken: String(again.body.idToken), firebaseChannel: 'google' });
    expect(login.body.success).toBe(true);
  });
});
