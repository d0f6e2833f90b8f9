import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { GatewayConfig } from '../../config.js';
import { serializeRequest } from './request-log.js';

/** Field names that hold a secret wherever they appear: passwords of every kind, PINs, tokens, codes. */
export const SECRET_FIELDS = [
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
  'cookie',
  'authorization',
  'encryption',
  'variables',
] as const;

/** Request headers that carry a credential: the session, the platform's signature, integrator and refresh keys. */
export const SECRET_HEADERS = ['authorization', 'cookie', 'encryption', 'x-digest', 'x-api-key', 'x-saola-fast-path-refresh'] as const;

/**
 * Secrets that must never reach a log line. Upstream code already avoids logging them; this is the
 * second line of defence for anything logged by accident (a header dump, a request body, an error):
 * each secret field at the top of a line and one level down, and each credential header in a headers object at
 * the top or one level down.
 */
export const REDACTED_PATHS = [
  ...SECRET_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`, `*.headers["${name}"]`]),
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((name) => `*.${name}`),
];

/** Where a silent logger's lines go: nowhere, without holding a file descriptor or an exit hook. */
const nowhere: DestinationStream = { write: () => {} };

/**
 * Without a destination, lines go to stdout asynchronously (buffered, written off the request's path);
 * server.ts flushes on shutdown. A silent logger (tests, LOG_LEVEL=silent) opens no stdout writer: pino flushes an
 * asynchronous one synchronously at exit, and a process whose stdout pipe is full then waits on it for ever.
 */
export function createLogger(config: Pick<GatewayConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      base: { service: 'gateway' },
      // Fastify keeps a logger instance's own serializers over its defaults.
      serializers: { req: serializeRequest },
    },
    destination ?? (config.logLevel === 'silent' ? nowhere : pino.destination({ dest: 1, sync: false })),
  );
}

/** Honours an incoming request id (from a proxy) when it looks sane, else makes one. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  if (typeof incoming === 'string' && /^[\w.-]{8,64}$/.test(incoming)) return incoming;
  return randomUUID();
}
