import { MAIN_WALLET, SEED_PASSWORD, SEED_PAYMENT_PASSWORD } from '../../core/accounts.js';
import type { Account } from '../../core/accounts.js';
import { DAY_MS, SEED_EPOCH_MS } from '../../core/epoch.js';

export const SUSPENDED_ACCOUNT = 'locked01';
export const IP_CHECKED_ACCOUNT = 'ipcheck01';
/** The address ipcheck01 has logged in from before; any other address needs an SMS code. */
export const IP_CHECKED_TRUSTED_IP = '113.161.10.20';

function member(id: number, account: string, nickname: string, mobile: string, cents: number): Account {
  return {
    id,
    account,
    password: SEED_PASSWORD,
    paymentPassword: SEED_PAYMENT_PASSWORD,
    nickname,
    type: 0,
    uplineId: null,
    clubLabel: { labelName: 'VIP 1', rankLevel: 1 },
    memberLabels: [],
    regDate: SEED_EPOCH_MS - 150 * DAY_MS,
    mobile,
    passwordExpired: false,
    lastLoginAt: SEED_EPOCH_MS - 10 * DAY_MS,
    wallets: [{ accountTypeId: MAIN_WALLET, name: 'Main wallet', availCents: cents }],
  };
}

/** Accounts only the identity calls need: a suspended member and one under login-IP verification. */
export function seedIdentityAccounts(): Account[] {
  return [
    member(100901, SUSPENDED_ACCOUNT, 'Tài khoản bị khoá', '0908000777', 10_000),
    member(100902, IP_CHECKED_ACCOUNT, 'Bảo Ngọc', '0908000888', 64_000),
  ];
}
