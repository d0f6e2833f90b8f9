import { DAY_MS, SEED_EPOCH_MS } from './epoch.js';

/** 0 plain member; 1, 2, 41, 42 agents; 4 trial (upstream-protocol.md section 4). */
export type AccountType = 0 | 1 | 2 | 4 | 41 | 42;

export const MAIN_WALLET = 2;
// The sandbox's platform counts money in thousands of đồng, as many Vietnamese sites do, and says so by its symbol:
// a balance of 1550.5 is 1,550,500 ₫, written "1.550,50 K". Every seeded amount and text is in this unit.
export const CURRENCY = { code: 'VND', symbol: 'K' } as const;

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
  /** Checked by passwordCheck/* calls (points redeem and convert); null until the member sets one. */
  paymentPassword: string | null;
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
/** Payment password of every seeded account except player02, which has none yet. */
export const SEED_PAYMENT_PASSWORD = '666888';
/** The platform's weak default password; the site forces a change when a member logs in with it. */
export const WEAK_DEFAULT_PASSWORD = '123456';

export function seedAccounts(): Account[] {
  return [
    {
      id: 200001,
      account: 'agent01',
      password: SEED_PASSWORD,
      paymentPassword: SEED_PAYMENT_PASSWORD,
      nickname: 'Đại lý Saola',
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
      paymentPassword: SEED_PAYMENT_PASSWORD,
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
      paymentPassword: null,
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
      paymentPassword: SEED_PAYMENT_PASSWORD,
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
    {
      id: 100004,
      account: 'player03',
      password: SEED_PASSWORD,
      paymentPassword: SEED_PAYMENT_PASSWORD,
      nickname: 'Quốc Bảo',
      type: 0,
      uplineId: 200001,
      clubLabel: { labelName: 'VIP 2', rankLevel: 2 },
      memberLabels: [],
      regDate: SEED_EPOCH_MS - 500 * DAY_MS,
      mobile: '0977000111',
      passwordExpired: true,
      lastLoginAt: SEED_EPOCH_MS - 120 * DAY_MS,
      wallets: [{ accountTypeId: MAIN_WALLET, name: 'Main wallet', availCents: 80_000 }],
    },
    ...seedAgentNetwork(),
  ];
}

/** One agent tree: a top agent, a sub-agent of the same type, and members under each (two levels deep). */
interface AgentTree {
  id: number;
  account: string;
  nickname: string;
  type: Exclude<AccountType, 0 | 4>;
  rankLevel: number;
}

const AGENT_TREES: AgentTree[] = [
  { id: 200010, account: 'agent02', nickname: 'Đại lý Hà Nội', type: 2, rankLevel: 4 },
  { id: 200020, account: 'agent41', nickname: 'Đại lý Đà Nẵng', type: 41, rankLevel: 3 },
  { id: 200030, account: 'agent42', nickname: 'Đại lý Cần Thơ', type: 42, rankLevel: 2 },
];

function networkAccount(id: number, account: string, nickname: string, type: AccountType, uplineId: number | null, rankLevel: number, cents: number): Account {
  return {
    id,
    account,
    password: SEED_PASSWORD,
    paymentPassword: SEED_PAYMENT_PASSWORD,
    nickname,
    type,
    uplineId,
    clubLabel: { labelName: `VIP ${rankLevel}`, rankLevel },
    memberLabels: type === 0 ? [] : ['Agent'],
    regDate: SEED_EPOCH_MS - (300 + (id % 100)) * DAY_MS,
    mobile: `09${String(id).padStart(8, '0')}`,
    passwordExpired: false,
    lastLoginAt: SEED_EPOCH_MS - DAY_MS,
    wallets: [{ accountTypeId: MAIN_WALLET, name: 'Main wallet', availCents: cents }],
  };
}

/**
 * Agents of types 1, 2, 41 and 42 with downlines two levels deep. agent01 (type 1, above) gets
 * sub-agent `sub01` with members `sub01m1` and `sub01m2`; each tree below gets `<agent>s` and `<agent>m1`,
 * `<agent>m2` under the sub-agent plus `<agent>d1` directly under the top agent. Password: secret88.
 */
export function seedAgentNetwork(): Account[] {
  const accounts: Account[] = [
    networkAccount(200002, 'sub01', 'Đại lý con Saola', 2, 200001, 2, 1_500_000),
    networkAccount(100101, 'sub01m1', 'Lan Chi', 0, 200002, 1, 45_000),
    networkAccount(100102, 'sub01m2', 'Gia Huy', 0, 200002, 0, 12_500),
  ];
  for (const tree of AGENT_TREES) {
    accounts.push(
      networkAccount(tree.id, tree.account, tree.nickname, tree.type, null, tree.rankLevel, 2_000_000),
      networkAccount(tree.id + 1, `${tree.account}s`, `${tree.nickname} (con)`, tree.type, tree.id, 1, 600_000),
      networkAccount(tree.id + 2, `${tree.account}m1`, `Thành viên ${tree.id + 2}`, 0, tree.id + 1, 0, 30_000),
      networkAccount(tree.id + 3, `${tree.account}m2`, `Thành viên ${tree.id + 3}`, 0, tree.id + 1, 1, 70_000),
      networkAccount(tree.id + 4, `${tree.account}d1`, `Thành viên ${tree.id + 4}`, 0, tree.id, 0, 20_000),
    );
  }
  return accounts;
}
