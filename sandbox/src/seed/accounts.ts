import { DAY_MS, SEED_EPOCH_MS } from './epoch.js';

/** 0 plain member; 1, 2, 41, 42 agents; 4 trial (upstream-protocol.md section 4). */
export type AccountType = 0 | 1 | 2 | 4 | 41 | 42;

export const MAIN_WALLET = 2;
export const CURRENCY = { code: 'VND', symbol: '₫' } as const;

export interface Wallet {
  /** 2 is the main wallet; the others are game wallets. */
  accountTypeId: number;
  name: string;
  /** Money is kept in cents so sums are exact; it leaves the sandbox as a number with at most 2 decimals. */
  availCents: number;
}

export interface Account {
  id: number;
  account: string;
  password: string;
  nickname: string;
  type: AccountType;
  uplineId: number | null;
  clubLabel: { labelName: string; rankLevel: number };
  memberLabels: string[];
  regDate: number;
  mobile: string;
  passwordExpired: boolean;
  /** Null until the first login, which the login answer reports as `firstTimeLogin`. */
  lastLoginAt: number | null;
  wallets: Wallet[];
}

export const SEED_PASSWORD = 'secret88';
/** The platform's weak default password; the site forces a change when a member logs in with it. */
export const WEAK_DEFAULT_PASSWORD = '123456';

export function seedAccounts(): Account[] {
  return [
    {
      id: 200001,
      account: 'agent01',
      password: SEED_PASSWORD,
      nickname: 'Đại lý Sao La',
      type: 1,
      uplineId: null,
      clubLabel: { labelName: 'VIP 3', rankLevel: 3 },
      memberLabels: ['Agent'],
      regDate: SEED_EPOCH_MS - 400 * DAY_MS,
      mobile: '0912345678',
      passwordExpired: false,
      lastLoginAt: SEED_EPOCH_MS - DAY_MS,
      wallets: [{ accountTypeId: MAIN_WALLET, name: 'Main wallet', availCents: 5_000_000 }],
    },
    {
      id: 100001,
      account: 'player01',
      password: SEED_PASSWORD,
      nickname: 'Minh Anh',
      type: 0,
      uplineId: 200001,
      clubLabel: { labelName: 'VIP 1', rankLevel: 1 },
      memberLabels: ['New Member'],
      regDate: SEED_EPOCH_MS - 200 * DAY_MS,
      mobile: '0901234567',
      passwordExpired: false,
      lastLoginAt: SEED_EPOCH_MS - 2 * DAY_MS,
      wallets: [
        { accountTypeId: MAIN_WALLET, name: 'Main wallet', availCents: 152_050 },
        { accountTypeId: 11, name: 'PG Soft', availCents: 3_000 },
      ],
    },
    {
      id: 100002,
      account: 'player02',
      password: WEAK_DEFAULT_PASSWORD,
      nickname: 'Thu Hà',
      type: 0,
      uplineId: 200001,
      clubLabel: { labelName: 'VIP 0', rankLevel: 0 },
      memberLabels: [],
      regDate: SEED_EPOCH_MS - 3 * DAY_MS,
      mobile: '0987654321',
      passwordExpired: false,
      lastLoginAt: null,
      wallets: [{ accountTypeId: MAIN_WALLET, name: 'Main wallet', availCents: 25_000 }],
    },
    {
      id: 100003,
      account: 'vip01',
      password: SEED_PASSWORD,
      nickname: 'Hoàng Long',
      type: 0,
      uplineId: null,
      clubLabel: { labelName: 'VIP 6', rankLevel: 6 },
      memberLabels: ['VIP', 'High Roller'],
      regDate: SEED_EPOCH_MS - 900 * DAY_MS,
      mobile: '0938111222',
      passwordExpired: false,
      lastLoginAt: SEED_EPOCH_MS - 5 * DAY_MS,
      wallets: [
        { accountTypeId: MAIN_WALLET, name: 'Main wallet', availCents: 9_876_540 },
        { accountTypeId: 11, name: 'PG Soft', availCents: 120_000 },
        { accountTypeId: 23, name: 'Evolution', availCents: 500_000 },
      ],
    },
  ];
}
