import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ThrottleSettings } from '../../config.js';
import { connectRedis, type RedisTarget } from '../redis/index.js';
import { clientKey } from './client-key.js';
import { keyLockOver, throttleOver, type KeyLock, type Throttle } from './throttle.js';

/** How long the platform locks a mobile number after too many SMS sends (spec 000 section 9). */
export const SMS_LOCK_SECONDS = 300;

/** Windows of the free-play and password budgets: long, as these are rare for a real visitor. */
export const FREE_PLAY_WINDOW_SECONDS = 600;
export const PASSWORD_WINDOW_SECONDS = 900;
/** Feedback is open to visitors: a few messages per address per window is plenty for a real person. */
export const FEEDBACK_WINDOW_SECONDS = 600;
export const FEEDBACK_PER_IP = 10;

/** Every throttle the gateway keeps in front of the platform. */
export interface Throttles {
  /** SMS sends per client IP. */
  smsPerClient: Throttle;
  /** Numbers the platform locked; refused here without asking it again. */
  smsNumberLock: KeyLock;
  /** Captcha images per client IP. */
  captchaPerClient: Throttle;
  /** Login attempts per client IP. */
  loginPerIp: Throttle;
  /** Failed logins per username (successes are given back). */
  loginFailuresPerUsername: Throttle;
  /** Trial accounts opened by free play per client IP. */
  freePlayPerIp: Throttle;
  /** Forgot-password mails asked per client IP. */
  passwordResetPerIp: Throttle;
  /** Forgot-password mails asked per username. */
  passwordResetPerAccount: Throttle;
  /** Wrong current passwords given to changePassword per account (a success clears them). */
  wrongOldPasswordPerAccount: Throttle;
  /** Wrong withdraw (payment) passwords per account, whichever money call checked them (a right one clears them). */
  wrongPaymentPasswordPerAccount: Throttle;
  /** Feedback messages sent per client IP. */
  feedbackPerIp: Throttle;
  readonly store: 'memory' | 'redis';
  /** False while a configured Redis is not connected (memory stands in meanwhile). */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

export interface ThrottleOptions {
  settings: ThrottleSettings;
  /** With Redis the budgets are shared by every replica; memory stands in while Redis is away. */
  redis?: RedisTarget | undefined;
  namespace: string;
  logger: Logger;
}

export function createThrottles(options: ThrottleOptions): Throttles {
  const { settings, namespace } = options;
  const logger = options.logger.child({ component: 'throttle' });
  // Fail fast, as the cache does: a throttle must not make a request wait on a Redis that is down.
  const redis = options.redis === undefined ? undefined : connectRedis(options.redis, { commandTimeoutMs: 500 });
  redis?.on('error', (error: Error) => logger.debug({ err: error }, 'throttle redis error'));

  const limiter = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix: `throttle:${name}`, points, duration });
    if (redis === undefined) return memory;
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${namespace}:throttle:${name}`,
      points,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  };

  // Every limit on a client address counts it under its client key: an IPv6 client's whole /64 is one client.
  const perClient = (name: string, points: number, duration: number): Throttle => {
    const byKey = throttleOver(limiter(name, points, duration), name, logger);
    return {
      take: (address) => byKey.take(clientKey(address)),
      giveBack: (address) => byKey.giveBack(clientKey(address)),
      clear: (address) => byKey.clear(clientKey(address)),
    };
  };

  return {
    smsPerClient: perClient('sms-client', 1, settings.smsIntervalSeconds),
    smsNumberLock: keyLockOver(limiter('sms-number', 1, SMS_LOCK_SECONDS), 'sms-number', logger),
    captchaPerClient: perClient('captcha-client', 1, settings.captchaIntervalSeconds),
    loginPerIp: perClient('login-ip', settings.loginPerIpPerMinute, 60),
    loginFailuresPerUsername: throttleOver(
      limiter('login-username', settings.loginFailuresPerUsernamePerMinute, 60),
      'login-username',
      logger,
    ),
    freePlayPerIp: perClient('free-play-ip', settings.freePlayPerIp, FREE_PLAY_WINDOW_SECONDS),
    passwordResetPerIp: perClient('password-reset-ip', settings.passwordResetsPerIp, PASSWORD_WINDOW_SECONDS),
    passwordResetPerAccount: throttleOver(
      limiter('password-reset-account', settings.passwordResetsPerAccount, PASSWORD_WINDOW_SECONDS),
      'password-reset-account',
      logger,
    ),
    wrongOldPasswordPerAccount: throttleOver(
      limiter('old-password-account', settings.wrongOldPasswordsPerAccount, PASSWORD_WINDOW_SECONDS),
      'old-password-account',
      logger,
    ),
    wrongPaymentPasswordPerAccount: throttleOver(
      limiter('payment-password-account', settings.wrongPaymentPasswordsPerAccount, PASSWORD_WINDOW_SECONDS),
      'payment-password-account',
      logger,
    ),
    feedbackPerIp: perClient('feedback-ip', FEEDBACK_PER_IP, FEEDBACK_WINDOW_SECONDS),
    store: redis === undefined ? 'memory' : 'redis',
    async ready() {
      return redis === undefined || redis.status === 'ready';
    },
    async close() {
      if (redis !== undefined) redis.disconnect();
    },
  };
}
