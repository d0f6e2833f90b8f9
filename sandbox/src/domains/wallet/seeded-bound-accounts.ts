import type { Account } from '../../core/accounts.js';
import { pick, randomInt } from '../../core/prng.js';
import type { Random } from '../../core/prng.js';
import { BANKS } from './banks.js';
import type { BoundAccount } from './funds-book.js';
import { bankHolderName, FAMILY_NAMES } from './funds-texts.js';

const GIVEN_NAMES = ['VAN HUNG', 'THI LAN', 'MINH DUC', 'THU TRANG', 'QUOC VIET', 'NGOC ANH'] as const;

function digits(random: Random, length: number): string {
  return Array.from({ length }, () => String(randomInt(random, 0, 9))).join('');
}

/** Every seeded account with a payment password has one receiving account (vip01 two); the others none. */
export function seedBoundAccounts(account: Account, random: Random, at: number, nextId: () => number): BoundAccount[] {
  if (account.paymentPassword === null) return [];
  // Members are named after their nickname; agents' nicknames are shop names, so they get a person's name.
  const given = account.type === 0 ? bankHolderName(account.nickname) : pick(random, GIVEN_NAMES);
  const holder = `${pick(random, FAMILY_NAMES)} ${given}`;
  const count = account.account === 'vip01' ? 2 : 1;
  return Array.from({ length: count }, (_, index) => ({
    accountId: nextId(),
    bankCode: pick(random, BANKS).bankCode,
    accountNumber: digits(random, randomInt(random, 10, 14)),
    holder,
    createdAt: at + index * 7 * 60_000,
  }));
}
