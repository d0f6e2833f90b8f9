import { randomInt } from 'node:crypto';
import type { SmsBook, SmsCode, SmsPurpose } from '../account/identity-data.js';

export const SMS_CODE_TTL_MINUTES = 5;
const MINUTE_MS = 60_000;
/** More than this many sends to one number within the window locks it. */
export const MAX_SENDS_PER_WINDOW = 3;
export const SEND_WINDOW_MS = 5 * MINUTE_MS;
export const SEND_LOCK_MS = 5 * MINUTE_MS;
/** A code dies after this many wrong answers, so six digits cannot be walked. */
export const MAX_FAILED_CHECKS = 5;
const OUTBOX_LIMIT = 200;

export interface SmsTarget {
  countryDialingCode: string;
  national: string;
  phone: string;
}

const codeKey = (purpose: SmsPurpose, phone: string) => `${purpose}:${phone}`;

/**
 * Issues a 6-digit code (random per run, like captchas: tests read it through the control API), replacing
 * the number's live code of that purpose. Answers 'locked' while the number is locked, and locks it for
 * SEND_LOCK_MS on the send that would exceed MAX_SENDS_PER_WINDOW.
 */
export function sendSmsCode(book: SmsBook, target: SmsTarget, purpose: SmsPurpose, now: number): SmsCode | 'locked' {
  const lockedUntil = book.lockedUntil[target.phone];
  if (lockedUntil !== undefined && now < lockedUntil) return 'locked';
  const recent = (book.sendTimes[target.phone] ?? []).filter((sentAt) => now - sentAt < SEND_WINDOW_MS);
  if (recent.length >= MAX_SENDS_PER_WINDOW) {
    book.lockedUntil[target.phone] = now + SEND_LOCK_MS;
    book.sendTimes[target.phone] = [];
    return 'locked';
  }
  recent.push(now);
  book.sendTimes[target.phone] = recent;
  const sms: SmsCode = {
    phone: target.phone,
    countryDialingCode: target.countryDialingCode,
    mobile: target.national,
    purpose,
    code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    sentAt: now,
    expiresAt: now + SMS_CODE_TTL_MINUTES * MINUTE_MS,
    failedChecks: 0,
  };
  book.codes[codeKey(purpose, target.phone)] = sms;
  book.outbox.push({ ...sms });
  if (book.outbox.length > OUTBOX_LIMIT) book.outbox.shift();
  return sms;
}

export type SmsCheck = 'ok' | 'invalid' | 'expired';

/** Checks a code; a right answer spends it, a wrong one counts towards MAX_FAILED_CHECKS. */
export function checkSmsCode(book: SmsBook, phone: string, purpose: SmsPurpose, answer: string, now: number): SmsCheck {
  const key = codeKey(purpose, phone);
  const sms = book.codes[key];
  if (sms === undefined) return 'invalid';
  if (now > sms.expiresAt) {
    delete book.codes[key];
    return 'expired';
  }
  if (sms.code !== answer.trim()) {
    sms.failedChecks += 1;
    if (sms.failedChecks >= MAX_FAILED_CHECKS) delete book.codes[key];
    return 'invalid';
  }
  delete book.codes[key];
  return 'ok';
}

/** The last code sent to a number (any purpose), for the control API. */
export function lastSmsTo(book: SmsBook, phone: string): SmsCode | undefined {
  return book.outbox.findLast((sms) => sms.phone === phone);
}
