import { randomBytes, randomInt } from 'node:crypto';
import type { Clock } from './clock.js';

export interface IssuedCaptcha {
  readonly captchaId: string;
  readonly answer: string;
}

interface PendingCaptcha extends IssuedCaptcha {
  readonly issuedAt: number;
}

const CAPTCHA_TTL_MS = 5 * 60_000;
/** Bounds the memory a client fetching captchas in a loop can take. */
const MAX_PENDING = 1000;

/** Captcha answers bound to the `captchaId` cookie; each can be checked once. */
export class CaptchaStore {
  private readonly pending = new Map<string, PendingCaptcha>();
  private latest: IssuedCaptcha | null = null;

  constructor(private readonly clock: Clock) {}

  issue(): IssuedCaptcha {
    const captcha: PendingCaptcha = {
      captchaId: randomBytes(16).toString('hex'),
      answer: String(randomInt(0, 10_000)).padStart(4, '0'),
      issuedAt: this.clock.now(),
    };
    this.pending.set(captcha.captchaId, captcha);
    if (this.pending.size > MAX_PENDING) {
      const oldest = this.pending.keys().next().value;
      if (oldest !== undefined) this.pending.delete(oldest);
    }
    this.latest = { captchaId: captcha.captchaId, answer: captcha.answer };
    return this.latest;
  }

  /** Checks an answer and spends the captcha whatever the outcome. */
  consume(captchaId: string | undefined, answer: string | undefined): boolean {
    if (captchaId === undefined) return false;
    const captcha = this.pending.get(captchaId);
    this.pending.delete(captchaId);
    if (captcha === undefined || answer === undefined) return false;
    if (this.clock.now() - captcha.issuedAt > CAPTCHA_TTL_MS) return false;
    return captcha.answer === answer.trim();
  }

  clear(): void {
    this.pending.clear();
    this.latest = null;
  }

  lastIssued(): IssuedCaptcha | null {
    return this.latest;
  }
}
