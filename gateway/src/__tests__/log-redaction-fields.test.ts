import { describe, expect, it } from 'vitest';
import { createLogger } from '../infra/logging/logger.js';
import { captureLog } from '../testing/log-capture.js';

/** Every secret an input or a platform call carries (schema/ inputs and the wire names the gateway sends). */
const SECRETS = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'confirmNewPassword',
  'currentPassword',
  'loginPassword',
  'paymentPassword',
  'oldPaymentPassword',
  'newPaymentPassword',
  'withdrawPassword',
  'cardPin',
  'pin',
  'token',
  'idToken',
  'firebaseIdToken',
  'smsCode',
  'verificationCode',
  'captcha',
  'captchaId',
] as const;

const HEADERS = ['authorization', 'cookie', 'encryption', 'x-digest', 'x-api-key', 'x-saola-fast-path-refresh'] as const;

/** A value no log line may hold, one per name. */
const valueOf = (name: string) => `SECRET-${name}-7731`;

describe('log redaction (a secret logged by accident)', () => {
  it('writes [redacted] for every secret field, at the top of a line and one level down', () => {
    const { sink, entries, lines } = captureLog();
    const logger = createLogger({ logLevel: 'info' }, sink);
    const secrets = Object.fromEntries(SECRETS.map((name) => [name, valueOf(name)]));
    logger.info(secrets, 'top level');
    logger.info({ input: secrets, body: secrets }, 'nested');

    const text = lines.join('');
    for (const name of SECRETS) expect(text, name).not.toContain(valueOf(name));
    const [top, nested] = entries();
    for (const name of SECRETS) {
      expect(top?.[name], name).toBe('[redacted]');
      expect((nested?.input as Record<string, unknown>)[name], name).toBe('[redacted]');
      expect((nested?.body as Record<string, unknown>)[name], name).toBe('[redacted]');
    }
  });

  it('writes [redacted] for every credential header, in headers at the top of a line and one level down', () => {
    const { sink, entries, lines } = captureLog();
    const logger = createLogger({ logLevel: 'info' }, sink);
    const headers = Object.fromEntries(HEADERS.map((name) => [name, valueOf(name)]));
    logger.info({ headers }, 'a call');
    logger.info({ request: { headers: { ...headers, accept: 'application/json' } } }, 'a request');

    const text = lines.join('');
    for (const name of HEADERS) expect(text, name).not.toContain(valueOf(name));
    const [call, request] = entries() as { headers?: Record<string, string>; request?: { headers: Record<string, string> } }[];
    for (const name of HEADERS) {
      expect(call?.headers?.[name], name).toBe('[redacted]');
      expect(request?.request?.headers[name], name).toBe('[redacted]');
    }
    expect(request?.request?.headers.accept).toBe('application/json');
  });
});
