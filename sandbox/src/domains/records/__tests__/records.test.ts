import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemberCalls } from '../../../testing/member-calls.js';
import { startTestSandbox } from '../../../testing/platform-client.js';
import type { PlatformClient } from '../../../testing/platform-client.js';
import { periodWindow } from '../report-periods.js';

const NOW = Date.UTC(2026, 0, 15, 5, 0, 0);
const DAY = 86_400_000;
const { value } = MemberCalls;

interface Page<T> {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}
interface Bet {
  betId: string;
  gameType: string;
  betAmount: number;
  validBet: number;
  winLoss: number;
  status: string;
  betTime: number;
}
interface Line {
  orderNo: string;
  transType: string;
  amount: number;
  balanceAfter: number | null;
  status: string;
  remark: string;
  createdAt: number;
}
type Summary = { betCount: number; betAmount: number; validBet: number; winLoss: number };

let client: PlatformClient;
let player: MemberCalls;

beforeAll(async () => {
  client = await startTestSandbox();
});
afterAll(() => client.sandbox.close());
beforeEach(async () => {
  await client.sandbox.reset();
  await client.control('/clock', 'PUT', { now: NOW });
  player = await MemberCalls.login(client, 'player01');
});

const cents = (amount: number) => Math.round(amount * 100);
const sum = (values: number[]) => values.reduce((total, item) => total + cents(item), 0) / 100;

async function allPages<T>(path: string, query: Record<string, string | number>): Promise<T[]> {
  const items: T[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = value(await player.get<Page<T>>(path, 'MEMTRANS3', { ...query, pageNum, pageSize: 100 }));
    items.push(...page.content);
    if (pageNum >= page.totalPages) return items;
  }
}

describe('bet records', () => {
  it('page the seeded bets newest first, re-dated to the clock, with a summary of the whole selection', async () => {
    const first = value(await player.get<Page<Bet> & { summary: Summary }>('/wps/relay/ODSFE2_betRecords', 'MEMTRANS3'));
    expect(first).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(first.totalCount).toBeGreaterThan(30);
    const bets = await allPages<Bet>('/wps/relay/ODSFE2_betRecords', {});
    expect(bets.map((bet) => bet.betTime)).toEqual([...bets.map((bet) => bet.betTime)].sort((a, b) => b - a));
    expect(bets[0]?.betTime).toBeLessThan(NOW);
    expect(bets.at(-1)?.betTime).toBeGreaterThan(NOW - 61 * DAY);
    const settled = bets.filter((bet) => bet.status === 'SETTLED');
    expect(first.summary).toEqual({ betCount: bets.length, betAmount: sum(bets.map((bet) => bet.betAmount)), validBet: sum(settled.map((bet) => bet.validBet)), winLoss: sum(settled.map((bet) => bet.winLoss)) });
  });

  it('filter by game type and time window, and refuse unknown types', async () => {
    const all = await allPages<Bet>('/wps/relay/ODSFE2_betRecords', {});
    const type = all[0]?.gameType ?? 'RNG';
    const ofType = await allPages<Bet>('/wps/relay/ODSFE2_betRecords', { gameType: type.toLowerCase() });
    expect(ofType.length).toBe(all.filter((bet) => bet.gameType === type).length);
    const since = NOW - 10 * DAY;
    const recent = await allPages<Bet>('/wps/relay/ODSFE2_betRecords', { startTime: since, endTime: NOW });
    expect(recent.length).toBe(all.filter((bet) => bet.betTime >= since).length);
    expect((await player.get('/wps/relay/ODSFE2_betRecords', 'MEMTRANS3', { gameType: 'CASINO' })).status).toBe(400);
    expect((await player.get('/wps/relay/ODSFE2_betRecords', 'MEMTRANS3', { startTime: NOW, endTime: NOW - 1 })).status).toBe(400);
  });
});

describe('account records', () => {
  it('explain the main wallet: the newest line ends at the balance, each SUCCESS line moves it by its amount', async () => {
    const lines = await allPages<Line>('/wps/relay/ODSFE2_accountRecords', {});
    expect(new Set(lines.map((line) => line.transType))).toEqual(new Set(['DEPOSIT', 'TRANSFER', 'REBATE', 'BONUS', 'WITHDRAW']));
    expect(lines[0]?.balanceAfter).toBe(1520.5);
    const moving = lines.filter((line) => line.status === 'SUCCESS').reverse();
    for (let index = 1; index < moving.length; index += 1) {
      expect(cents(moving[index]?.balanceAfter ?? 0)).toBe(cents(moving[index - 1]?.balanceAfter ?? 0) + cents(moving[index]?.amount ?? 0));
    }
  });

  it('record wallet transfers and transfers to the upline, for both sides', async () => {
    value(await player.post('/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', { fromAccountTypeId: 2, toAccountTypeId: 11, amount: 100, orderNo: 'to-pg' }));
    value(await player.post('/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', { fromAccountTypeId: 11, toAccountTypeId: 2, amount: 30, orderNo: 'from-pg' }));
    value(await player.post('/wps/relay/GCS_transferToUpline', 'FUNDTRANS3', { amount: 50.5, orderNo: 'up-1' }));
    const page = value(await player.get<Page<Line> & { totalIn: number; totalOut: number }>('/wps/relay/ODSFE2_accountRecords', 'MEMTRANS3', { transType: 'TRANSFER', startTime: NOW, endTime: NOW }));
    expect(page.content.map((line) => [line.orderNo, line.amount, line.balanceAfter, line.remark])).toEqual([
      ['up-1', -50.5, 1400, 'Transfer to upline agent01'],
      // The lobby's name of the wallet's vendor (issue 32, item 7), not the platform's English one.
      ['from-pg', 30, 1450.5, 'PG Slots → Main wallet'],
      ['to-pg', -100, 1420.5, 'Main wallet → PG Slots'],
    ]);
    expect(page).toMatchObject({ totalIn: 30, totalOut: 150.5 });
    const agent = await MemberCalls.login(client, 'agent01');
    const received = value(await agent.get<Page<Line>>('/wps/relay/ODSFE2_accountRecords', 'MEMTRANS3', { startTime: NOW }));
    expect(received.content).toEqual([expect.objectContaining({ orderNo: 'up-1', amount: 50.5, balanceAfter: 50050.5, remark: 'Transfer from downline player01' })]);
    const vietnamese = await player.client.call<Page<Line>>('/wps/relay/ODSFE2_accountRecords?transType=TRANSFER&startTime=' + NOW, { moduleId: 'MEMTRANS3', token: player.token, headers: { Language: 'VI' } });
    expect(vietnamese.body.value.content[2]?.remark).toBe('Ví chính → PG Nổ hũ');
  });

  it('filter by type and status', async () => {
    const failed = await allPages<Line>('/wps/relay/ODSFE2_accountRecords', { status: 'FAILED' });
    expect(failed.every((line) => line.status === 'FAILED')).toBe(true);
    expect((await player.get('/wps/relay/ODSFE2_accountRecords', 'MEMTRANS3', { transType: 'BET' })).status).toBe(400);
  });
});

describe('profit and loss', () => {
  it('adds settled bets by game type and the money lines of a period', async () => {
    await client.control('/funds/bets', 'POST', { account: 'player01', gameType: 'LOTT', betAmount: 40, winLoss: 25.5 });
    await client.control('/funds/bets', 'POST', { account: 'player01', gameType: 'LIVE', betAmount: 100, validBet: 95, winLoss: -100 });
    const today = value(await player.get<{ games: ({ gameType: string } & Summary)[]; totals: Summary; netProfit: number; startTime: number; endTime: number }>('/wps/relay/ODSFE2_profitLoss', 'MEMTRANS3', { period: 'TODAY' }));
    expect(today.startTime).toBe(Date.UTC(2026, 0, 14, 17, 0, 0));
    expect(today.games.map((game) => game.gameType)).toEqual(['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ELOTT', 'LOTT']);
    expect(today.games.find((game) => game.gameType === 'LOTT')).toMatchObject({ betCount: 1, betAmount: 40, validBet: 40, winLoss: 25.5 });
    expect(today.totals).toEqual({ betCount: 2, betAmount: 140, validBet: 135, winLoss: -74.5 });
    expect(today.netProfit).toBe(-74.5);
    const whole = value(await player.get<{ totals: Summary; deposit: number; bonus: number; rebate: number; netProfit: number; startTime: null }>('/wps/relay/ODSFE2_profitLoss', 'MEMTRANS3'));
    expect(whole.startTime).toBeNull();
    expect(whole.deposit).toBeGreaterThan(0);
    expect(whole.netProfit).toBe(sum([whole.totals.winLoss, whole.bonus, whole.rebate]));
    expect((await player.get('/wps/relay/ODSFE2_profitLoss', 'MEMTRANS3', { period: 'TODAY', startTime: 1 })).status).toBe(400);
    expect((await player.get('/wps/relay/ODSFE2_profitLoss', 'MEMTRANS3', { period: 'FOREVER' })).status).toBe(400);
  });

  it('periods are Vietnam days, months roll over the year', () => {
    const newYear = Date.UTC(2026, 0, 1, 3, 0, 0);
    expect(periodWindow('LAST_MONTH', newYear)).toEqual([Date.UTC(2025, 10, 30, 17), Date.UTC(2025, 11, 31, 17) - 1]);
    expect(periodWindow('YESTERDAY', newYear)).toEqual([Date.UTC(2025, 11, 30, 17), Date.UTC(2025, 11, 31, 17) - 1]);
    expect(periodWindow('LAST_7_DAYS', newYear)[0]).toBe(Date.UTC(2025, 11, 25, 17));
    expect(periodWindow('THIS_MONTH', newYear)).toEqual([Date.UTC(2025, 11, 31, 17), Date.UTC(2026, 0, 1, 17) - 1]);
  });
});

describe('bonus details', () => {
  it('list bonuses with the total issued, each issued one backed by a BONUS line of the same order number', async () => {
    const page = value(await player.get<Page<{ orderNo: string; amount: number; status: string; bonusType: string }> & { totalAmount: number }>('/wps/relay/ODSFE2_bonusDetails', 'MEMTRANS3', { pageSize: 100 }));
    expect(page.totalCount).toBeGreaterThan(0);
    const issued = page.content.filter((bonus) => bonus.status === 'ISSUED');
    expect(page.totalAmount).toBe(sum(issued.map((bonus) => bonus.amount)));
    const lines = await allPages<Line>('/wps/relay/ODSFE2_accountRecords', { transType: 'BONUS' });
    expect(lines.map((line) => line.orderNo).sort()).toEqual(issued.map((bonus) => bonus.orderNo).sort());
    expect((await player.get('/wps/relay/ODSFE2_bonusDetails', 'MEMTRANS3', { bonusType: 'CASHBACK' })).status).toBe(400);
  });
});

describe('VIP and avatars', () => {
  it('show the table, the member rank and its progress from the records', async () => {
    const vip = value(await player.get<{ levels: { rank: number }[]; member: { rank: number; totalDeposit: number; next: { rank: number; depositRemaining: number; depositProgress: number } } }>('/wps/relay/MCSFE_getVipLevels', 'REWCEN3'));
    expect(vip.levels.map((level) => level.rank)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(vip.member).toMatchObject({ rank: 1, labelName: 'VIP 1', next: { rank: 2, depositRequirement: 5000, validBetRequirement: 30000 } });
    expect(vip.member.totalDeposit).toBeGreaterThanOrEqual(1000);
    expect(vip.member.next.depositRemaining).toBe(sum([5000, -vip.member.totalDeposit]));
    expect(vip.member.next.depositProgress).toBe(Math.floor((vip.member.totalDeposit / 5000) * 10_000) / 100);
  });

  it('let the member pick one of 12 avatars, which the icon calls then answer', async () => {
    const list = value(await player.get<{ avatarId: number; selected: boolean }[]>('/wps/relay/MCSFE_getAvatarList', 'PROFPIC3'));
    expect(list).toHaveLength(12);
    expect(list.filter((avatar) => avatar.selected)).toHaveLength(1);
    const pick = list.find((avatar) => !avatar.selected)?.avatarId ?? 1;
    expect(value(await player.post('/wps/relay/MCSFE_updatePlayerAvatar', 'PROFPIC3', { avatarId: pick }))).toEqual({ avatarId: pick, avatarUrl: `${client.sandbox.url}/__sandbox/assets/avatars/${pick}.svg` });
    expect(value(await player.get<{ iconId: number }>('/wps/member/info/icon', 'PROFPIC3')).iconId).toBe(pick);
    expect(value(await player.get<{ avatarId: number }>('/wps/relay/MCSFE_getPlayerAvatar', 'PROFPIC3')).avatarId).toBe(pick);
    expect((await player.post('/wps/relay/MCSFE_updatePlayerAvatar', 'PROFPIC3', { avatarId: 13 })).status).toBe(400);
  });
});
