import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxStore } from '../../core/store.js';
import { emulatorAccount, issueTokens, sendPhoneCode } from './firebase-emulator.js';
import { GAPI_STAND_IN, accountPickerPage, relayFramePage } from './firebase-emulator-pages.js';

/** The project the imitation issues tokens for; the site's FIREBASE_PROJECT_ID should name the same. */
const PROJECT_ID = 'saola-sandbox';
const E164 = /^\+[1-9][0-9]{6,14}$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const FEDERATED = new Set(['google.com', 'facebook.com']);

/** The email in the picker's `requestUri` (`…?providerId=…&id_token=<unsigned JWT>`), as the emulator reads it. */
function federatedSignIn(requestUri: string | undefined): { providerId: string; email: string } | undefined {
  if (requestUri === undefined || !URL.canParse(requestUri)) return undefined;
  const params = new URL(requestUri).searchParams;
  const providerId = params.get('providerId') ?? '';
  const [, payload = ''] = (params.get('id_token') ?? '').split('.');
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const email = typeof claims === 'object' && claims !== null && 'email' in claims ? claims.email : undefined;
  if (!FEDERATED.has(providerId) || typeof email !== 'string' || !EMAIL.test(email)) return undefined;
  return { providerId, email: email.toLowerCase() };
}

type Body = Record<string, unknown>;

/** The emulator's error shape, which the SDK maps to its auth/… codes. */
function fail(reply: FastifyReply, message: string) {
  return reply.code(400).send({ error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } });
}

const text = (body: Body, name: string): string | undefined => (typeof body[name] === 'string' && body[name] !== '' ? (body[name] as string) : undefined);

/**
 * The Firebase Auth emulator's REST endpoints the JS SDK calls once `connectAuthEmulator` points it here
 * (paths as in @firebase/auth: `<emulator>/identitytoolkit.googleapis.com/v1/accounts:…`,
 * `<emulator>/securetoken.googleapis.com/v1/token`, `<emulator>/emulator/v1/projects/<id>/verificationCodes`).
 * The browser calls them from the site's origin, so they answer CORS like the emulator does.
 */
export function firebaseEmulatorRoutes(store: SandboxStore) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('access-control-allow-origin', request.headers.origin ?? '*');
      reply.header('access-control-allow-headers', 'content-type, x-client-version, x-firebase-gmpid, x-firebase-client, x-firebase-appcheck');
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      if (request.method === 'OPTIONS') return reply.code(204).send();
    });
    // Preflights of the SDK's cross-origin calls (answered by the hook above).
    for (const path of ['/identitytoolkit.googleapis.com/*', '/securetoken.googleapis.com/*']) app.options(path, async (_request, reply) => reply.code(204).send());
    // The token refresh is a form post, as Google's securetoken service takes it.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const toolkit = '/identitytoolkit.googleapis.com/v1/accounts::';

    app.post(`${toolkit}sendVerificationCode`, async (request, reply) => {
      const phoneNumber = text(request.body as Body, 'phoneNumber');
      if (phoneNumber === undefined || !E164.test(phoneNumber)) return fail(reply, 'INVALID_PHONE_NUMBER : Invalid format.');
      return { sessionInfo: sendPhoneCode(store, phoneNumber) };
    });

    app.post(`${toolkit}signInWithPhoneNumber`, async (request, reply) => {
      const body = request.body as Body;
      const session = store.data.identity.firebaseEmulator.phoneSessions[text(body, 'sessionInfo') ?? ''];
      if (session === undefined) return fail(reply, 'INVALID_SESSION_INFO');
      if (text(body, 'code') !== session.code) return fail(reply, 'INVALID_CODE');
      delete store.data.identity.firebaseEmulator.phoneSessions[text(body, 'sessionInfo') ?? ''];
      const { account, isNewUser } = emulatorAccount(store, 'phone', { phoneNumber: session.phoneNumber });
      return { ...issueTokens(store, account, PROJECT_ID), localId: account.localId, isNewUser, phoneNumber: session.phoneNumber };
    });

    // Phone sign-in asks which reCAPTCHA to run first; the emulator enforces none and hands out a fake v2 key
    // (the SDK's verifier is a stand-in once `appVerificationDisabledForTesting` is set).
    app.get('/identitytoolkit.googleapis.com/v2/recaptchaConfig', async () => ({ recaptchaEnforcementState: [], useSmsBotScore: false, useSmsTollFraudProtection: false }));
    app.get('/identitytoolkit.googleapis.com/v1/recaptchaParams', async () => ({
      kind: 'identitytoolkit#GetRecaptchaParamResponse',
      recaptchaStoken: 'This-is-a-fake-token__Dont-send-this-to-the-Recaptcha-service__The-Auth-Emulator-does-not-support-Recaptcha',
      recaptchaSiteKey: 'Fake-key__Do-not-send-this-to-Recaptcha_',
    }));

    // Google and Facebook: the SDK hands over what the picker page answered (its urlResponse).
    app.post(`${toolkit}signInWithIdp`, async (request, reply) => {
      const signIn = federatedSignIn(text(request.body as Body, 'requestUri'));
      if (signIn === undefined) return fail(reply, 'INVALID_IDP_RESPONSE : no id_token in the request URI.');
      const { account, isNewUser } = emulatorAccount(store, signIn.providerId, { email: signIn.email });
      return {
        kind: 'identitytoolkit#VerifyAssertionResponse',
        ...issueTokens(store, account, PROJECT_ID),
        localId: account.localId,
        providerId: signIn.providerId,
        federatedId: account.localId,
        email: signIn.email,
        emailVerified: true,
        isNewUser,
        rawUserInfo: JSON.stringify({ email: signIn.email, sub: account.localId }),
      };
    });

    app.post(`${toolkit}lookup`, async (request, reply) => {
      const issued = store.data.identity.firebaseEmulator.idTokens[text(request.body as Body, 'idToken') ?? ''];
      const account = issued === undefined ? undefined : store.data.identity.firebaseEmulator.accounts[issued.localId];
      if (account === undefined) return fail(reply, 'INVALID_ID_TOKEN');
      const providerUserInfo = [
        { providerId: account.provider, rawId: account.email ?? account.phoneNumber, ...(account.email ? { email: account.email, federatedId: account.localId } : { phoneNumber: account.phoneNumber }) },
      ];
      return {
        kind: 'identitytoolkit#GetAccountInfoResponse',
        users: [
          {
            localId: account.localId,
            ...(account.email ? { email: account.email, emailVerified: true } : { phoneNumber: account.phoneNumber }),
            providerUserInfo,
            createdAt: String(account.createdAt),
            lastLoginAt: String(store.clock.now()),
          },
        ],
      };
    });

    app.post('/securetoken.googleapis.com/v1/token', async (request, reply) => {
      const body = request.body as Body;
      const localId = store.data.identity.firebaseEmulator.refreshTokens[text(body, 'refresh_token') ?? ''];
      const account = localId === undefined ? undefined : store.data.identity.firebaseEmulator.accounts[localId];
      if (text(body, 'grant_type') !== 'refresh_token' || account === undefined) return fail(reply, 'INVALID_REFRESH_TOKEN');
      const tokens = issueTokens(store, account, PROJECT_ID);
      return {
        access_token: tokens.idToken,
        expires_in: tokens.expiresIn,
        token_type: 'Bearer',
        refresh_token: tokens.refreshToken,
        id_token: tokens.idToken,
        user_id: account.localId,
        project_id: PROJECT_ID,
      };
    });

    // The popup's account picker, the relay frame and the gapi stand-in (firebase-emulator-pages.ts).
    app.get('/emulator/auth/handler', async (request, reply) => {
      const providerId = (request.query as Record<string, string | undefined>).providerId ?? '';
      if (!FEDERATED.has(providerId)) return reply.code(400).type('text/plain').send('Unknown providerId');
      const emails = Object.values(store.data.identity.firebaseEmulator.accounts)
        .filter((account) => account.provider === providerId && account.email !== undefined)
        .map((account) => account.email as string);
      return reply.type('text/html; charset=utf-8').send(accountPickerPage(providerId, emails));
    });
    app.get('/emulator/auth/iframe', async (_request, reply) => reply.type('text/html; charset=utf-8').send(relayFramePage()));
    app.get('/emulator/gapi/api.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(GAPI_STAND_IN));

    // What the real emulator offers tests: the codes it would have texted.
    app.get('/emulator/v1/projects/:project/verificationCodes', async () => ({
      verificationCodes: Object.entries(store.data.identity.firebaseEmulator.phoneSessions).map(([sessionInfo, { phoneNumber, code }]) => ({
        phoneNumber,
        sessionInfo,
        code,
      })),
    }));
  };
}
