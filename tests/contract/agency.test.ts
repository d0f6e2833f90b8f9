import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startContractSandbox } from './support/platform-client.js';
import type { PlatformReply } from './support/platform-client.js';

/**
 * The agency group (sandbox/docs/agency.md): agent centre reads, transfers to a downline, contracts and their
 * lifecycle, real-time salary on the sandbox clock, and withdrawal confirmation. Each catalogue call answers
 * successfully at least once, with its state change checked through a second call.
 */

let env: Awaited<ReturnType<typeof startContractSandbox>>;
beforeAll(async () => {
  env = await startContractSandbox();
});
afterAll(() => env.close());
beforeEach(() => env.sandbox.reset());

const FIVE_MINUTES = 5 * 60_000;
/** A fixed moment 2 minutes past a 5-minute boundary, so settled-period counts are exact. */
const T0 = Date.UTC(2026, 2, 10, 3, 0, 0) + 2 * 60_000;

interface Party {
  id: number;
  account: string;
}
interface ContractValue {
  contractId: number;
  contractType: string;
  status: string;
  rate: number;
  upline: Party;
  downline: Party;
  terms: Record<string, unknown>;
  activatedAt: number | null;
  endReason: string | null;
}
interface ProcessValue {
  action: string;
  contract: ContractValue;
  terminatedContracts: ContractValue[];
}
interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}
interface Withdrawal {
  id: number;
  amount: number;
  requestedAt: number;
  deadline: number;
  status: string;
  receivedAmount: number | null;
  remainingAmount: number | null;
  proofImageCount: number;
}

const PATHS = {
  consolidated: '/wps/member/info/funds/consolidated',
  dividend: '/wps/relay/MCS2_processDividendReq',
  dailySalary: '/wps/relay/MCS2_processDailySalContract',
  hourlySalary: '/wps/relay/MCS2_processContractHourSalary',
  realTimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  announcements: '/wps/relay/MCSFE_getAgentAnnouncements',
  agentReferral: '/wps/relay/MCS2_getAgentReferral',
  overview: '/wps/relay/MCS2_getTeamOverview',
  downlines: '/wps/relay/MCS2_getDownlineList',
  betReport: '/wps/relay/ODSFE2_teamBetReport',
  transactions: '/wps/relay/ODSFE2_teamTransactions',
  transfer: '/wps/relay/passwordCheck/GCS_transferToDownline',
  downlineContracts: '/wps/relay/MCS2_getDownlineContracts',
  realTimeRead: '/wps/relay/MCSFE_getRealTimeSalary',
  withdrawalList: '/wps/relay/GCS_getWithdrawalConfirmList',
  withdrawalConfirm: '/wps/relay/GCS_confirmWithdrawal',
} as const;

const MODULES: Record<string, string> = {
  [PATHS.consolidated]: 'SIGNCONDIV3',
  [PATHS.dividend]: 'SIGNCONDIV3',
  [PATHS.dailySalary]: 'DAILYSALCONT3',
  [PATHS.hourlySalary]: 'HOURSAL3',
  [PATHS.realTimeSalary]: 'RTSALARY3',
  [PATHS.announcements]: 'AGEANNOUNCE3',
  [PATHS.agentReferral]: 'AFFMAN3',
  [PATHS.overview]: 'AFFMAN3',
  [PATHS.downlines]: 'AFFMAN3',
  [PATHS.betReport]: 'MEMTRANS3',
  [PATHS.transactions]: 'MEMTRANS3',
  [PATHS.transfer]: 'FUNDTRANS3',
  [PATHS.downlineContracts]: 'SIGNCONDIV3',
  [PATHS.realTimeRead]: 'RTSALARY3',
  [PATHS.withdrawalList]: 'FUNDTRANS3',
  [PATHS.withdrawalConfirm]: 'FUNDTRANS3',
};

const moduleOf = (path: string) => MODULES[path] ?? 'COMM3';

function get<V>(path: string, token: string | undefined, query: Record<string, string | number> = {}, language = 'EN'): Promise<PlatformReply<V>> {
  return env.client.call<V>('GET', path, { module: moduleOf(path), token, query, language });
}

function post<V>(path: string, token: string | undefined, body: unknown): Promise<PlatformReply<V>> {
  return env.client.call<V>('POST', path, { module: moduleOf(path), token, body, encrypted: path === PATHS.transfer });
}

/** The value of a successful answer; fails the test with the whole answer otherwise. */
function ok<V>(reply: PlatformReply<V>): V {
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body).toMatchObject({ success: true, message: 'success' });
  return reply.body.value;
}

function refused(reply: PlatformReply, status: number, errorCode: string): void {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.body).toMatchObject({ success: false, errorCode });
  expect(typeof reply.body.message).toBe('string');
}

async function mainBalance(token: string): Promise<number> {
  const value = ok(await env.client.call<{ balance: { accountTypeId: number; availBalance: number }[] }>('GET', '/wps/v2/wallets/balance', {
    module: 'FUNDTRANS3',
    token,
    query: { typeId: 2 },
  }));
  return value.balance[0]?.availBalance ?? Number.NaN;
}

const pinClock = (now: number) => env.control('PUT', '/clock', { now });
const cents = (amount: number) => Math.round(amount * 100);

describe('agent centre reads', () => {
  it('answers the agent announcements, pinned first and localised', async () => {
    const agent = await env.client.login('agent01');
    const english = ok(await get<Page<{ id: number; title: string; content: string; pinned: boolean; publishedAt: number }>>(PATHS.announcements, agent));
    expect(english.totalCount).toBe(4);
    expect(english.list[0]).toMatchObject({ id: 9001, pinned: true, title: 'Agent contract policy 2025' });
    expect(english.list.slice(1).every((notice) => !notice.pinned)).toBe(true);
    const vietnamese = ok(await get<Page<{ title: string }>>(PATHS.announcements, agent, { pageSize: 2 }, 'VI'));
    expect(vietnamese.list).toHaveLength(2);
    expect(vietnamese.totalPages).toBe(2);
    expect(vietnamese.list[0]?.title).toBe('Chính sách hợp đồng đại lý 2025');
  });

  it("answers the agent's own invitation code and bound domain", async () => {
    expect(ok(await get(PATHS.agentReferral, await env.client.login('agent01')))).toEqual({ affiliateCode: '7P6LJM', domain: 'agent01.saola.example' });
    expect(ok(await get(PATHS.agentReferral, await env.client.login('sub01')))).toMatchObject({ affiliateCode: 'DCX65G' });
    refused(await get(PATHS.agentReferral, await env.client.login('player01')), 403, 'not.agent');
  });

  it('sums the team in the overview, over all days or a date range', async () => {
    const agent = await env.client.login('agent01');
    type Overview = Record<string, number | string | null | object>;
    const all = ok(await get<Overview>(PATHS.overview, agent));
    expect(all).toMatchObject({
      agent: { id: 200001, account: 'agent01', type: 1 },
      teamSize: 6,
      directDownlines: 4,
      subAgents: 1,
      members: 5,
      startDate: null,
      endDate: null,
    });
    expect(all.validBet as number).toBeGreaterThan(0);
    expect(all.betAmount as number).toBeGreaterThanOrEqual(all.validBet as number);
    expect(all.depositAmount as number).toBeGreaterThan(0);
    // The team balance is every downline's wallets (sub01's grows with its real-time salary).
    type Row = { balance: number };
    const direct = ok(await get<Page<Row>>(PATHS.downlines, agent));
    const below = ok(await get<Page<Row>>(PATHS.downlines, agent, { parentId: 200002 }));
    const balances = [...direct.list, ...below.list].reduce((sum, row) => sum + cents(row.balance), 0);
    expect(cents(all.teamBalance as number)).toBe(balances);
    expect(balances).toBeGreaterThanOrEqual(cents(1520.5 + 30 + 250 + 800 + 15000 + 450 + 125));
    const lastWeek = ok(await get<Overview>(PATHS.overview, agent, { startDate: '2024-12-26', endDate: '2025-01-01' }));
    expect(lastWeek).toMatchObject({ startDate: '2024-12-26', endDate: '2025-01-01', teamSize: 6 });
    expect(lastWeek.validBet as number).toBeLessThan(all.validBet as number);
    refused(await get(PATHS.overview, agent, { startDate: '2025-02-30' }), 400, 'request_param_err');
    refused(await get(PATHS.overview, agent, { startDate: '2025-01-02', endDate: '2025-01-01' }), 400, 'request_param_err');
  });

  it('lists direct downlines, drills into a sub-agent, searches the tree and pages', async () => {
    const agent = await env.client.login('agent01');
    type Row = { id: number; account: string; level: number; isAgent: boolean; uplineAccount: string; teamSize: number; balance: number };
    const direct = ok(await get<Page<Row>>(PATHS.downlines, agent));
    expect(direct.list.map((row) => row.account).sort()).toEqual(['player01', 'player02', 'player03', 'sub01']);
    expect(direct.list.find((row) => row.account === 'sub01')).toMatchObject({ isAgent: true, level: 1, teamSize: 2, balance: 15000 });
    const below = ok(await get<Page<Row>>(PATHS.downlines, agent, { parentId: 200002 }));
    expect(below.list.map((row) => [row.account, row.level, row.uplineAccount])).toEqual([
      ['sub01m1', 2, 'sub01'],
      ['sub01m2', 2, 'sub01'],
    ]);
    const search = ok(await get<Page<Row>>(PATHS.downlines, agent, { account: 'M1' }));
    expect(search.list.map((row) => row.account)).toEqual(['sub01m1']);
    const agents = ok(await get<Page<Row>>(PATHS.downlines, agent, { userType: 'AGENT' }));
    expect(agents.list.map((row) => row.account)).toEqual(['sub01']);
    const paged = ok(await get<Page<Row>>(PATHS.downlines, agent, { pageSize: 3, pageNo: 2 }));
    expect(paged).toMatchObject({ pageNo: 2, pageSize: 3, totalCount: 4, totalPages: 2 });
    expect(paged.list).toHaveLength(1);
    // Another agent's tree is not visible.
    refused(await get(PATHS.downlines, agent, { parentId: 200010 }), 400, 'request_param_err');
    refused(await get(PATHS.downlines, agent, { pageSize: 500 }), 400, 'request_param_err');
    refused(await get(PATHS.downlines, agent, { userType: 'BOSS' }), 400, 'request_param_err');
    const sub = await env.client.login('sub01');
    const subTeam = ok(await get<Page<Row>>(PATHS.downlines, sub, { account: 'player' }));
    expect(subTeam.totalCount).toBe(0);
  });

  it('reports team betting by member, day and game type, with consistent totals', async () => {
    const agent = await env.client.login('agent01');
    type Totals = { betCount: number; betAmount: number; validBet: number; winLoss: number };
    type Report = Page<Totals & { id?: number; account?: string; date?: string; gameType?: string }> & { summary: Totals; groupBy: string };
    const byMember = ok(await get<Report>(PATHS.betReport, agent, { pageSize: 100 }));
    expect(byMember.groupBy).toBe('MEMBER');
    expect(byMember.list.length).toBeGreaterThanOrEqual(5);
    const memberSum = byMember.list.reduce((sum, row) => sum + cents(row.validBet), 0);
    expect(memberSum).toBe(cents(byMember.summary.validBet));
    const byDay = ok(await get<Report>(PATHS.betReport, agent, { groupBy: 'DAY', pageSize: 100 }));
    expect(byDay.totalCount).toBe(30);
    expect(byDay.list[0]?.date).toBe('2025-01-01');
    expect(byDay.list.reduce((sum, row) => sum + cents(row.winLoss), 0)).toBe(cents(byMember.summary.winLoss));
    const byType = ok(await get<Report>(PATHS.betReport, agent, { groupBy: 'GAME_TYPE' }));
    expect(byType.list.every((row) => ['LOTT', 'ELOTT', 'FISH', 'LIVE', 'SPORTS', 'RNG', 'PVP'].includes(row.gameType ?? ''))).toBe(true);
    const oneMember = ok(await get<Report>(PATHS.betReport, agent, { account: 'sub01m1', gameType: 'LIVE', startDate: '2024-12-20' }));
    expect(oneMember.list.every((row) => row.account === 'sub01m1')).toBe(true);
    refused(await get(PATHS.betReport, agent, { account: 'agent02m1' }), 400, 'request_param_err');
    refused(await get(PATHS.betReport, agent, { gameType: 'DOMINO' }), 400, 'request_param_err');
    refused(await get(PATHS.betReport, agent, { groupBy: 'HOUR' }), 400, 'request_param_err');
  });

  it('lists team transactions by type, newest first', async () => {
    const agent = await env.client.login('agent01');
    type Line = { id: number; account: string; type: string; amount: number; createdAt: number; status: string };
    const deposits = ok(await get<Page<Line> & { summary: { count: number; totalIn: number; totalOut: number } }>(PATHS.transactions, agent, { type: 'DEPOSIT', pageSize: 100 }));
    expect(deposits.totalCount).toBeGreaterThan(0);
    expect(deposits.list.every((line) => line.type === 'DEPOSIT' && line.amount > 0)).toBe(true);
    expect(deposits.summary.totalOut).toBe(0);
    const times = deposits.list.map((line) => line.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const withdrawals = ok(await get<Page<Line>>(PATHS.transactions, agent, { type: 'WITHDRAW', account: 'player01' }));
    expect(withdrawals.list.every((line) => line.amount < 0 && line.account === 'player01')).toBe(true);
    refused(await get(PATHS.transactions, agent, { type: 'GIFT' }), 400, 'request_param_err');
  });

  it('refuses members, dead tokens and a wrong ModuleId', async () => {
    const player = await env.client.login('player01');
    for (const path of [PATHS.announcements, PATHS.overview, PATHS.downlines, PATHS.betReport, PATHS.transactions, PATHS.downlineContracts]) {
      refused(await get(path, player), 403, 'not.agent');
      refused(await get(path, undefined), 401, 'login.not.session');
    }
    const agent = await env.client.login('agent01');
    const wrongModule = await env.client.call('GET', PATHS.overview, { module: 'COMM3', token: agent });
    refused(wrongModule, 400, 'request_param_err');
  });
});

describe('transfer to a downline', () => {
  const transfer = (token: string, body: Record<string, unknown>) =>
    post<{ orderNo: string; amount: number; balance: number; sender: Party; recipient: Party; remark: string }>(PATHS.transfer, token, {
      paymentPassword: '666888',
      ...body,
    });

  it('moves exactly the amount, once per orderNo, to anyone in the tree', async () => {
    const agent = await env.client.login('agent01');
    const grandchild = await env.client.login('sub01m1');
    const [agentBefore, childBefore] = [await mainBalance(agent), await mainBalance(grandchild)];
    const sent = ok(await transfer(agent, { downlineId: 100101, amount: 100.25, orderNo: 'ORD-1', remark: 'Thưởng tuần' }));
    expect(sent).toMatchObject({
      orderNo: 'ORD-1',
      amount: 100.25,
      remark: 'Thưởng tuần',
      sender: { id: 200001, account: 'agent01' },
      recipient: { id: 100101, account: 'sub01m1' },
    });
    expect(cents(sent.balance)).toBe(cents(agentBefore) - 10025);
    expect(cents(await mainBalance(agent))).toBe(cents(agentBefore) - 10025);
    expect(cents(await mainBalance(grandchild))).toBe(cents(childBefore) + 10025);
    // The same order again is a duplicate order carrying the first transfer, and moves nothing.
    const repeated = await transfer(agent, { downlineId: 100101, amount: 100.25, orderNo: 'ORD-1' });
    refused(repeated, 200, 'order.duplicate');
    expect(repeated.body.value).toEqual(sent);
    expect(cents(await mainBalance(agent))).toBe(cents(agentBefore) - 10025);
    refused(await transfer(agent, { downlineId: 100101, amount: 5, orderNo: 'ORD-1' }), 400, 'request_param_err');
    // By username too; the record shows both lines.
    ok(await transfer(agent, { account: 'PLAYER02', amount: 1, orderNo: 'ORD-2' }));
    const lines = ok(await get<Page<{ orderNo: string; type: string; amount: number; account: string }>>(PATHS.transactions, agent, { type: 'ALL', pageSize: 5 }));
    expect(lines.list.slice(0, 4).map((line) => [line.orderNo, line.type, line.amount, line.account])).toEqual(
      expect.arrayContaining([
        ['ORD-1', 'TRANSFER_OUT', -100.25, 'agent01'],
        ['ORD-1', 'TRANSFER_IN', 100.25, 'sub01m1'],
        ['ORD-2', 'TRANSFER_IN', 1, 'player02'],
      ]),
    );
  });

  it('refuses outsiders, bad amounts, short balance, a wrong password and members', async () => {
    const agent = await env.client.login('agent01');
    refused(await transfer(agent, { downlineId: 200012, amount: 10 }), 400, 'request_param_err');
    refused(await transfer(agent, { downlineId: 200001, amount: 10 }), 400, 'request_param_err');
    refused(await transfer(agent, { downlineId: 100001, amount: 0.001 }), 400, 'request_param_err');
    refused(await transfer(agent, { downlineId: 100001, amount: -5 }), 400, 'request_param_err');
    refused(await transfer(agent, { downlineId: 100001, amount: '10' }), 400, 'request_param_err');
    refused(await transfer(agent, { amount: 10 }), 400, 'request_param_err');
    refused(await transfer(agent, { downlineId: 100001, amount: 10, orderNo: 'bad order!' }), 400, 'request_param_err');
    refused(await transfer(agent, { downlineId: 100001, amount: 50_000.01 }), 200, 'balance.insufficient');
    refused(await transfer(agent, { downlineId: 100001, amount: 10, paymentPassword: '000000' }), 200, 'PAYMENT_PASSWORD_ERROR');
    const player = await env.client.login('player01');
    refused(await transfer(player, { downlineId: 100002, amount: 10 }), 403, 'not.agent');
    refused(await post(PATHS.transfer, undefined, { downlineId: 100001, amount: 10 }), 401, 'login.not.session');
    expect(await mainBalance(agent)).toBe(50_000);
  });
});

const CONSOLIDATED_KEYS = [
  'dailysalreqtype',
  'divtypereq',
  'contracthoursalreq',
  'realtimesalreqtype',
  'contractmrdailysalinfotype',
  'contracthoursalinfo',
  'dailysalinfotype',
  'divtypeinfo',
];
type Consolidated = Record<string, ContractValue[] | ContractValue | null>;

describe('contracts', () => {
  it('consolidates offers waiting for me and my active contracts under the platform keys', async () => {
    const sub = await env.client.login('sub01');
    const value = ok(await get<Consolidated>(PATHS.consolidated, sub));
    expect(Object.keys(value).sort()).toEqual([...CONSOLIDATED_KEYS].sort());
    expect(value.divtypeinfo).toMatchObject({ contractId: 7001, contractType: 'DIVIDEND', status: 'ACTIVE', rate: 30, upline: { account: 'agent01' } });
    expect((value.divtypeinfo as ContractValue).terms).toMatchObject({ period: 'SEMIMONTHLY', tiers: [{ rate: 20 }, { rate: 30 }] });
    expect(value.dailysalinfotype).toMatchObject({ contractId: 7003, rate: 2 });
    expect(value.contracthoursalreq).toEqual([expect.objectContaining({ contractId: 7004, status: 'PENDING' })]);
    expect(value.contracthoursalinfo).toBeNull();
    expect(value.contractmrdailysalinfotype).toMatchObject({ contractId: 7005, contractType: 'REALTIME_SALARY', rate: 1.2 });
    expect(value.realtimesalreqtype).toEqual([]);
    const player = await env.client.login('player01');
    const mine = ok(await get<Consolidated>(PATHS.consolidated, player));
    expect(mine.dailysalreqtype).toEqual([expect.objectContaining({ contractId: 7006, downline: expect.objectContaining({ account: 'player01' }) })]);
    expect(mine.divtypeinfo).toBeNull();
    refused(await get(PATHS.consolidated, undefined), 401, 'login.not.session');
  });

  it('dividend: a lower offer warns about the higher downline contract, and confirm ends it', async () => {
    const agent = await env.client.login('agent01');
    const sub = await env.client.login('sub01');
    const offer = {
      action: 'OFFER',
      downlineId: 200002,
      requestId: 'div-2025-01',
      terms: { period: 'MONTHLY', tiers: [{ periodValidBet: 10000, periodLoss: 2000, activeMembers: 2, rate: 20 }] },
    };
    // sub01 gave sub01m1 25%: the offer itself warns its creator first, and creates nothing until confirmed.
    const offerWarning = await post<{ contractId: number | null; affectedContracts: ContractValue[] }>(PATHS.dividend, agent, offer);
    refused(offerWarning, 200, 'contract.downline.rate.higher');
    expect(offerWarning.body.value).toMatchObject({ contractId: null, affectedContracts: [expect.objectContaining({ contractId: 7002, rate: 25 })] });
    expect(ok(await get<Consolidated>(PATHS.consolidated, sub)).divtypereq).toEqual([]);
    refused(await post(PATHS.dividend, agent, { ...offer, confirm: 'yes' }), 400, 'request_param_err');
    const offered = ok(await post<ProcessValue>(PATHS.dividend, agent, { ...offer, confirm: true }));
    expect(offered.contract).toMatchObject({ contractType: 'DIVIDEND', status: 'PENDING', rate: 20, downline: { account: 'sub01' } });
    // Nothing ends at the offer: the contracts below end only when the downline accepts.
    expect(offerWarning.body.value.affectedContracts[0]?.status).toBe('ACTIVE');
    // The same requestId is a retry: the same contract, not a second one.
    expect(ok(await post<ProcessValue>(PATHS.dividend, agent, offer)).contract.contractId).toBe(offered.contract.contractId);
    refused(await post(PATHS.dividend, agent, { ...offer, requestId: 'div-other', confirm: true }), 200, 'contract.pending.exists');
    const waiting = ok(await get<Consolidated>(PATHS.consolidated, sub));
    expect(waiting.divtypereq).toEqual([expect.objectContaining({ contractId: offered.contract.contractId })]);

    const accept = { action: 'ACCEPT', contractId: offered.contract.contractId };
    const warning = await post<{ contractId: number; affectedContracts: ContractValue[] }>(PATHS.dividend, sub, accept);
    refused(warning, 200, 'contract.downline.rate.higher');
    expect(warning.body.message).toBe('A higher-rate downline contract exists; going ahead ends it');
    expect(warning.body.value.affectedContracts.map((contract) => [contract.contractId, contract.rate])).toEqual([[7002, 25]]);
    // Nothing changed yet.
    expect(ok(await get<Consolidated>(PATHS.consolidated, sub)).divtypeinfo).toMatchObject({ contractId: 7001 });

    const accepted = ok(await post<ProcessValue>(PATHS.dividend, sub, { ...accept, confirm: true }));
    expect(accepted.contract).toMatchObject({ status: 'ACTIVE', rate: 20 });
    expect(accepted.terminatedContracts.map((contract) => [contract.contractId, contract.endReason]).sort()).toEqual([
      [7001, 'REPLACED'],
      [7002, 'UPLINE_RATE_LOWERED'],
    ]);
    expect(ok(await get<Consolidated>(PATHS.consolidated, sub)).divtypeinfo).toMatchObject({ contractId: offered.contract.contractId });
    const member = await env.client.login('sub01m1');
    expect(ok(await get<Consolidated>(PATHS.consolidated, member)).divtypeinfo).toBeNull();
    // The retry of an accepted contract answers it again.
    expect(ok(await post<ProcessValue>(PATHS.dividend, sub, accept)).contract.status).toBe('ACTIVE');
  });

  it('dividend: refuses rates above the own contract, non-direct downlines and bad terms', async () => {
    const agent = await env.client.login('agent01');
    const sub = await env.client.login('sub01');
    const terms = (rate: number) => ({ period: 'WEEKLY', tiers: [{ periodValidBet: 1000, periodLoss: 100, activeMembers: 1, rate }] });
    // agent01 is a top agent: the platform ceiling is 40%.
    const ceiling = await post(PATHS.dividend, agent, { action: 'OFFER', downlineId: 100001, terms: terms(45) });
    refused(ceiling, 400, 'request_param_err');
    expect(ceiling.body.value).toEqual({ field: 'terms', maxRate: 40 });
    // sub01 holds 30% from agent01.
    const above = await post(PATHS.dividend, sub, { action: 'OFFER', downlineId: 100102, terms: terms(35) });
    refused(above, 400, 'request_param_err');
    expect(above.body.message).toContain('30%');
    expect(above.body.value).toEqual({ field: 'terms', maxRate: 30 });
    // sub01 holds no hourly salary contract (agent01's offer still waits): nothing to pass on.
    const nothing = await post(PATHS.hourlySalary, sub, { action: 'OFFER', downlineId: 100102, terms: { tiers: [{ hourlyBet: 100, rate: 0.5 }] } });
    refused(nothing, 400, 'request_param_err');
    expect(nothing.body.value).toEqual({ field: 'terms', maxRate: 0 });
    ok(await post(PATHS.dividend, sub, { action: 'OFFER', downlineId: 100102, terms: terms(30) }));
    refused(await post(PATHS.dividend, agent, { action: 'OFFER', downlineId: 100101, terms: terms(10) }), 400, 'request_param_err');
    refused(await post(PATHS.dividend, agent, { action: 'OFFER', downlineId: 100001, terms: { period: 'DAILY', tiers: [] } }), 400, 'request_param_err');
    refused(await post(PATHS.dividend, agent, { action: 'OFFER', downlineId: 100001, terms: { ...terms(10), period: 'DAILY' } }), 400, 'request_param_err');
    refused(await post(PATHS.dividend, agent, { action: 'OFFER', downlineId: 100001, terms: terms(10.555) }), 400, 'request_param_err');
    refused(await post(PATHS.dividend, agent, { action: 'SIGN', contractId: 7001 }), 400, 'request_param_err');
    refused(await post(PATHS.dividend, agent, { action: 'ACCEPT', contractId: 999_999 }), 400, 'request_param_err');
    // Another type's contract id is unknown on this path.
    refused(await post(PATHS.dividend, sub, { action: 'ACCEPT', contractId: 7004 }), 400, 'request_param_err');
    refused(await env.client.call('POST', PATHS.dividend, { module: 'SIGNCONDIV3', token: agent }), 400, 'request_body_required');
  });

  it('daily salary: a member accepts, retries, terminates; the upline offers and the downline rejects', async () => {
    const agent = await env.client.login('agent01');
    const player = await env.client.login('player01');
    const accepted = ok(await post<ProcessValue>(PATHS.dailySalary, player, { action: 'ACCEPT', contractId: 7006 }));
    expect(accepted.contract).toMatchObject({ contractId: 7006, status: 'ACTIVE', contractType: 'DAILY_SALARY', rate: 1.5 });
    expect(accepted.contract.activatedAt).toEqual(expect.any(Number));
    expect(ok(await get<Consolidated>(PATHS.consolidated, player)).dailysalinfotype).toMatchObject({ contractId: 7006 });
    // Members answer offers but do not make them.
    refused(await post(PATHS.dailySalary, player, { action: 'OFFER', downlineId: 100002, terms: { tiers: [{ dailyBet: 10, rate: 1 }] } }), 403, 'not.agent');
    const ended = ok(await post<ProcessValue>(PATHS.dailySalary, player, { action: 'TERMINATE', contractId: 7006 }));
    expect(ended.contract).toMatchObject({ status: 'TERMINATED', endReason: 'TERMINATED_BY_DOWNLINE' });
    refused(await post(PATHS.dailySalary, player, { action: 'REJECT', contractId: 7006 }), 200, 'contract.status.invalid');
    expect(ok(await get<Consolidated>(PATHS.consolidated, player)).dailysalinfotype).toBeNull();

    const offer = ok(await post<ProcessValue>(PATHS.dailySalary, agent, {
      action: 'OFFER',
      downlineId: 100002,
      terms: { tiers: [{ dailyBet: 1000, activeMembers: 0, rate: 0.5 }, { dailyBet: 5000, activeMembers: 2, rate: 1.25 }] },
    }));
    expect(offer.contract.terms).toEqual({ tiers: [{ dailyBet: 1000, activeMembers: 0, rate: 0.5 }, { dailyBet: 5000, activeMembers: 2, rate: 1.25 }] });
    // Only the downline answers; the upline cannot accept its own offer.
    refused(await post(PATHS.dailySalary, agent, { action: 'ACCEPT', contractId: offer.contract.contractId }), 400, 'request_param_err');
    const other = await env.client.login('player03');
    refused(await post(PATHS.dailySalary, other, { action: 'REJECT', contractId: offer.contract.contractId }), 400, 'request_param_err');
    const downline = await env.client.login('player02', '123456');
    const rejected = ok(await post<ProcessValue>(PATHS.dailySalary, downline, { action: 'REJECT', contractId: offer.contract.contractId }));
    expect(rejected.contract.status).toBe('REJECTED');
    refused(
      await post(PATHS.dailySalary, agent, { action: 'OFFER', downlineId: 100002, terms: { tiers: [{ dailyBet: 5000, rate: 1 }, { dailyBet: 1000, rate: 2 }] } }),
      400,
      'request_param_err',
    );
  });

  it('hourly salary: accepting lets the holder pass on up to its rate; terminating upstream ends it downstream', async () => {
    const agent = await env.client.login('agent01');
    const sub = await env.client.login('sub01');
    const offerTo = (rate: number) => ({ action: 'OFFER', downlineId: 100101, terms: { tiers: [{ hourlyBet: 100, activeMembers: 0, rate }] } });
    refused(await post(PATHS.hourlySalary, sub, offerTo(0.5)), 400, 'request_param_err');
    ok(await post<ProcessValue>(PATHS.hourlySalary, sub, { action: 'ACCEPT', contractId: 7004 }));
    refused(await post(PATHS.hourlySalary, sub, offerTo(1.5)), 400, 'request_param_err');
    const passed = ok(await post<ProcessValue>(PATHS.hourlySalary, sub, offerTo(1)));
    const member = await env.client.login('sub01m1');
    ok(await post(PATHS.hourlySalary, member, { action: 'ACCEPT', contractId: passed.contract.contractId }));
    const mine = ok(await get<Page<ContractValue>>(PATHS.downlineContracts, sub, { contractType: 'HOURLY_SALARY' }));
    expect(mine.list.map((contract) => [contract.contractId, contract.status])).toEqual([[passed.contract.contractId, 'ACTIVE']]);

    const ended = ok(await post<ProcessValue>(PATHS.hourlySalary, agent, { action: 'TERMINATE', contractId: 7004 }));
    expect(ended.contract).toMatchObject({ status: 'TERMINATED', endReason: 'TERMINATED_BY_UPLINE' });
    expect(ended.terminatedContracts).toEqual([expect.objectContaining({ contractId: passed.contract.contractId, endReason: 'UPLINE_CONTRACT_ENDED' })]);
    expect(ok(await get<Consolidated>(PATHS.consolidated, member)).contracthoursalinfo).toBeNull();
    // Terminating twice is a retry.
    expect(ok(await post<ProcessValue>(PATHS.hourlySalary, agent, { action: 'TERMINATE', contractId: 7004 })).contract.status).toBe('TERMINATED');
  });

  it('lists the contracts an agent offered, filtered by type and status', async () => {
    const agent = await env.client.login('agent01');
    const all = ok(await get<Page<ContractValue>>(PATHS.downlineContracts, agent));
    expect(all.list.map((contract) => contract.contractId).sort()).toEqual([7001, 7003, 7004, 7005, 7006]);
    expect(all.list.every((contract) => contract.upline.account === 'agent01')).toBe(true);
    const pending = ok(await get<Page<ContractValue>>(PATHS.downlineContracts, agent, { status: 'PENDING', contractType: 'DAILY_SALARY' }));
    expect(pending.list.map((contract) => contract.contractId)).toEqual([7006]);
    refused(await get(PATHS.downlineContracts, agent, { contractType: 'BONUS' }), 400, 'request_param_err');
  });
});

describe('real-time salary', () => {
  it('pays every 5 minutes on the sandbox clock, into the main wallet', async () => {
    await pinClock(T0);
    const sub = await env.client.login('sub01');
    type Salary = {
      contract: ContractValue | null;
      periodMinutes: number;
      lastSettledAt: number;
      nextSettlementAt: number;
      totalSalary: number;
      periods: Page<{ periodStart: number; periodEnd: number; validBet: number; winLoss: number; rate: number; salary: number }>;
    };
    const first = ok(await get<Salary>(PATHS.realTimeRead, sub, { pageSize: 100 }));
    expect(first).toMatchObject({ periodMinutes: 5, contract: { contractId: 7005, status: 'ACTIVE' } });
    // The seeded contract started an hour before the first agency call: 12 whole periods are settled.
    expect(first.periods.totalCount).toBe(12);
    expect(first.lastSettledAt).toBe(T0 - 2 * 60_000);
    expect(first.nextSettlementAt).toBe(first.lastSettledAt + FIVE_MINUTES);
    for (const period of first.periods.list) {
      expect(period.periodEnd - period.periodStart).toBe(FIVE_MINUTES);
      expect(period.rate).toBe(period.winLoss < 0 ? 1.2 : 0.8);
      expect(cents(period.salary)).toBe(Math.round((cents(period.validBet) * period.rate * 100) / 10_000));
    }
    expect(cents(first.totalSalary)).toBe(first.periods.list.reduce((sum, period) => sum + cents(period.salary), 0));

    const before = await mainBalance(sub);
    await pinClock(T0 + 2 * FIVE_MINUTES);
    const later = ok(await get<Salary>(PATHS.realTimeRead, sub, { pageSize: 2 }));
    expect(later.periods.totalCount).toBe(14);
    const paid = later.periods.list.reduce((sum, period) => sum + cents(period.salary), 0);
    expect(cents(later.totalSalary)).toBe(cents(first.totalSalary) + paid);
    expect(cents(await mainBalance(sub))).toBe(cents(before) + paid);
  });

  it('starts settling once a downline accepts an offer, and stops when terminated', async () => {
    await pinClock(T0);
    const agent = await env.client.login('agent02');
    const sub = await env.client.login('agent02s');
    const offered = ok(await post<ProcessValue>(PATHS.realTimeSalary, agent, {
      action: 'OFFER',
      downlineId: 200011,
      terms: { profitRate: 0.5, lossRate: 1, singleBet: 10 },
    }));
    expect(offered.contract.terms).toEqual({ profitRate: 0.5, lossRate: 1, singleBet: 10, periodMinutes: 5 });
    // agent02 is a top agent: real-time salary tops out at 1.5%.
    refused(await post(PATHS.realTimeSalary, agent, { action: 'OFFER', downlineId: 200011, terms: { profitRate: 2, lossRate: 1 } }), 400, 'request_param_err');
    const waiting = ok(await get<Consolidated>(PATHS.consolidated, sub));
    expect(waiting.realtimesalreqtype).toEqual([expect.objectContaining({ contractId: offered.contract.contractId })]);
    ok(await post(PATHS.realTimeSalary, sub, { action: 'ACCEPT', contractId: offered.contract.contractId }));
    await pinClock(T0 + 3 * FIVE_MINUTES);
    type Salary = { periods: Page<unknown> };
    expect(ok(await get<Salary>(PATHS.realTimeRead, sub)).periods.totalCount).toBe(2);
    ok(await post(PATHS.realTimeSalary, sub, { action: 'TERMINATE', contractId: offered.contract.contractId }));
    await pinClock(T0 + 8 * FIVE_MINUTES);
    const after = ok(await get<{ contract: unknown; periods: Page<unknown> }>(PATHS.realTimeRead, sub));
    expect(after.contract).toBeNull();
    expect(after.periods.totalCount).toBe(2);
  });
});

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG_STUB = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]).toString('base64');
const GIF_STUB = Buffer.from('GIF89a\u0001\u0000\u0001\u0000').toString('base64');

describe('withdrawal confirmation', () => {
  type List = { autoReceiveMinutes: number; list: Withdrawal[]; history: Withdrawal[] };

  it('lists what awaits confirmation with its deadline, and takes each answer once', async () => {
    await pinClock(T0);
    const player = await env.client.login('player01');
    const listed = ok(await get<List>(PATHS.withdrawalList, player));
    expect(listed.autoReceiveMinutes).toBe(30);
    expect(listed.list.map((item) => [item.id, item.amount, item.requestedAt, item.deadline, item.status])).toEqual([
      [880002, 1200.5, T0 - 12 * 60_000, T0 + 18 * 60_000, 'AWAITING'],
      [880001, 500, T0 - 5 * 60_000, T0 + 25 * 60_000, 'AWAITING'],
    ]);
    expect(listed.history.map((item) => [item.id, item.status])).toEqual([[880005, 'RECEIVED']]);

    const received = ok(await post<Withdrawal>(PATHS.withdrawalConfirm, player, { id: 880001, status: 'RECEIVED' }));
    expect(received).toMatchObject({ id: 880001, status: 'RECEIVED', receivedAmount: 500, remainingAmount: 0 });
    expect(ok(await post<Withdrawal>(PATHS.withdrawalConfirm, player, { id: 880001, status: 'RECEIVED' }))).toEqual(received);
    refused(await post(PATHS.withdrawalConfirm, player, { id: 880001, status: 'NOT_RECEIVED', proofImages: [PNG_1X1] }), 200, 'withdrawal.already.confirmed');

    refused(await post(PATHS.withdrawalConfirm, player, { id: 880002, status: 'PARTIAL', receivedAmount: 1200.5 }), 400, 'request_param_err');
    refused(await post(PATHS.withdrawalConfirm, player, { id: 880002, status: 'PARTIAL' }), 400, 'request_param_err');
    const partial = ok(await post<Withdrawal>(PATHS.withdrawalConfirm, player, { id: 880002, status: 'PARTIAL', receivedAmount: 1000 }));
    expect(partial).toMatchObject({ status: 'PARTIAL', receivedAmount: 1000, remainingAmount: 200.5 });
    const after = ok(await get<List>(PATHS.withdrawalList, player));
    expect(after.list).toEqual([]);
    expect(after.history.map((item) => item.id).sort()).toEqual([880001, 880002, 880005]);
  });

  it('needs 1 to 3 png or jpg proof images for NOT_RECEIVED', async () => {
    await pinClock(T0);
    const agent = await env.client.login('agent01');
    const confirm = (proofImages: unknown) => post<Withdrawal>(PATHS.withdrawalConfirm, agent, { id: 880003, status: 'NOT_RECEIVED', proofImages });
    refused(await confirm(undefined), 400, 'request_param_err');
    refused(await confirm([]), 400, 'request_param_err');
    refused(await confirm([PNG_1X1, PNG_1X1, PNG_1X1, PNG_1X1]), 400, 'request_param_err');
    refused(await confirm([GIF_STUB]), 400, 'request_param_err');
    refused(await confirm(['not base64 ***']), 400, 'request_param_err');
    const disputed = ok(await confirm([`data:image/png;base64,${PNG_1X1}`, JPEG_STUB]));
    expect(disputed).toMatchObject({ status: 'NOT_RECEIVED', proofImageCount: 2, receivedAmount: 0, remainingAmount: 10000 });
  });

  it('counts an unconfirmed withdrawal as received once the minutes pass', async () => {
    await pinClock(T0);
    const agent = await env.client.login('agent01');
    expect(ok(await get<List>(PATHS.withdrawalList, agent)).list.map((item) => item.id)).toEqual([880004, 880003]);
    await pinClock(T0 + 10 * 60_000);
    const later = ok(await get<List>(PATHS.withdrawalList, agent));
    expect(later.list.map((item) => item.id)).toEqual([880003]);
    expect(later.history[0]).toMatchObject({ id: 880004, status: 'AUTO_RECEIVED', receivedAmount: 2500 });
    const late = await post(PATHS.withdrawalConfirm, agent, { id: 880004, status: 'NOT_RECEIVED', proofImages: [PNG_1X1] });
    refused(late, 200, 'withdrawal.confirm.expired');
    expect(late.body.message).toBe('Withdrawal not confirmed within the set time counts as received');
  });

  it('takes new pending withdrawals and the auto-receive minutes from the control API', async () => {
    await pinClock(T0);
    const created = (await env.control('POST', '/agency/withdrawals', { account: 'player02', amount: 75.5 })) as Withdrawal;
    expect(created).toMatchObject({ amount: 75.5, status: 'AWAITING', requestedAt: T0, deadline: T0 + 30 * 60_000 });
    const overdue = (await env.control('POST', '/agency/withdrawals', { account: 'player02', amount: 10, minutesAgo: 45 })) as Withdrawal;
    expect(overdue.status).toBe('AUTO_RECEIVED');
    expect(await env.control('PUT', '/agency/settings', { autoReceiveMinutes: 60 })).toEqual({ autoReceiveMinutes: 60 });
    const player = await env.client.login('player02', '123456');
    const listed = ok(await get<List>(PATHS.withdrawalList, player));
    expect(listed.autoReceiveMinutes).toBe(60);
    expect(listed.list).toEqual([expect.objectContaining({ id: created.id, deadline: T0 + 60 * 60_000 })]);
    await expect(env.control('POST', '/agency/withdrawals', { account: 'nobody', amount: 1 })).rejects.toThrow(/400/);
    await expect(env.control('PUT', '/agency/settings', { autoReceiveMinutes: 0 })).rejects.toThrow(/400/);
  });

  it('refuses unknown ids, other members’ withdrawals, bad answers and missing tokens', async () => {
    const player = await env.client.login('player01');
    refused(await post(PATHS.withdrawalConfirm, player, { id: 880003, status: 'RECEIVED' }), 400, 'request_param_err');
    refused(await post(PATHS.withdrawalConfirm, player, { id: 1, status: 'RECEIVED' }), 400, 'request_param_err');
    refused(await post(PATHS.withdrawalConfirm, player, { id: 880001, status: 'MAYBE' }), 400, 'request_param_err');
    refused(await post(PATHS.withdrawalConfirm, player, { status: 'RECEIVED' }), 400, 'request_param_err');
    refused(await post(PATHS.withdrawalConfirm, undefined, { id: 880001, status: 'RECEIVED' }), 401, 'login.not.session');
    refused(await get(PATHS.withdrawalList, undefined), 401, 'login.not.session');
  });
});
