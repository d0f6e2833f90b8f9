import { describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { payloadOf } from '../../../../testing/graphql-replies.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const CONTRACT = 'id contractNo kind period rate status endReason viewerSide upline { account } downline { account } tiers { periodValidBet periodProfitAndLoss dailyBetAmount activeMembers rate profitSalaryRate lossSalaryRate singleBet }';
const ERRORS = 'userErrors { field code details { maxRate } }';
const OFFER = `mutation($input: OfferContractInput!) { offerContract(input: $input) { contract { ${CONTRACT} } affectedContracts { contractNo rate downline { account } } ${ERRORS} } }`;
const ACCEPT = `mutation($input: ContractAnswerInput!) { acceptContract(input: $input) { contract { ${CONTRACT} } terminatedContracts { contractNo endReason } affectedContracts { contractNo } ${ERRORS} } }`;
const REJECT = `mutation($input: ContractAnswerInput!) { rejectContract(input: $input) { contract { status } ${ERRORS} } }`;
const TERMINATE = `mutation($input: TerminateContractInput!) { terminateContract(input: $input) { contract { status endReason } terminatedContracts { contractNo endReason } ${ERRORS} } }`;
const MINE = `{ viewer { contracts { requests { ${CONTRACT} } held { ${CONTRACT} } } agentCentre { pages } } }`;
const MY_CONTRACTS = `{ viewer { contracts { requests { id contractNo kind } held { id contractNo kind } } } }`;
const OFFERED = `query($kind: ContractKind, $status: ContractStatus) { viewer { agentCentre { downlineContracts(kind: $kind, status: $status) { totalCount edges { node { contractNo status kind downline { account } } } } } } }`;

interface Contract {
  id: string;
  contractNo: string;
  kind: string;
  rate: string;
  status: string;
  endReason: string | null;
  viewerSide: string;
  downline: { account: string };
  tiers: Record<string, unknown>[];
}
interface Errors {
  userErrors: { field: string | null; code: string; details?: { maxRate: string | null } | null }[];
}
type OfferPayload = Errors & { contract: Contract | null; affectedContracts: { contractNo: string; rate: string; downline: { account: string } }[] };
type AnswerPayload = Errors & { contract: Contract | null; terminatedContracts: { contractNo: string; endReason: string }[]; affectedContracts: { contractNo: string }[] };

const downlineId = (id: number, account: string) => Buffer.from(`Downline:${id}:${account}`).toString('base64url');
const contractId = (kind: string, id: number) => Buffer.from(`Contract:${kind}:${id}`).toString('base64url');
const SUB01 = downlineId(200002, 'sub01');
const dividend = (rate: string, key: string, confirm = false) => ({
  downlineId: SUB01,
  kind: 'DIVIDEND',
  period: 'MONTHLY',
  tiers: [{ periodValidBet: '10000', periodProfitAndLoss: '2000', activeMembers: 2, rate }],
  confirmDownlineRateRule: confirm,
  idempotencyKey: key,
});

describe('contracts end to end through the gateway', () => {
  const stack = useGatewayStack({}, { reset: true, clearCalls: true });
  const offer = async (session: string, input: Record<string, unknown>) => payloadOf(await stack.gql<{ offerContract: OfferPayload }>(OFFER, { input }, { session }), 'offerContract');
  const accept = async (session: string, input: Record<string, unknown>) => payloadOf(await stack.gql<{ acceptContract: AnswerPayload }>(ACCEPT, { input }, { session }), 'acceptContract');

  it('offer under a higher downline contract: warned, confirmed, accepted after a second warning, active for the agent', async () => {
    const agent = await stack.login('agent01');
    const sub = await stack.login('sub01');

    const warned = await offer(agent, dividend('20', 'offer-div-0001'));
    expect(warned.contract).toBeNull();
    expect(warned.userErrors).toEqual([{ field: null, code: 'DOWNLINE_RATE_HIGHER', details: null }]);
    expect(warned.affectedContracts).toEqual([{ contractNo: '7002', rate: '25.00', downline: { account: 'sub01m1' } }]);

    const offered = await offer(agent, dividend('20', 'offer-div-0002', true));
    expect(offered.userErrors).toEqual([]);
    expect(offered.contract).toMatchObject({ kind: 'DIVIDEND', period: 'MONTHLY', rate: '20.00', status: 'PENDING', viewerSide: 'UPLINE', downline: { account: 'sub01' } });
    expect(offered.contract?.tiers).toEqual([
      { periodValidBet: '10000.00', periodProfitAndLoss: '2000.00', dailyBetAmount: null, activeMembers: 2, rate: '20.00', profitSalaryRate: null, lossSalaryRate: null, singleBet: null },
    ]);

    const mine = payloadOf(await stack.gql<{ viewer: { contracts: { requests: Contract[] } } }>(MINE, {}, { session: sub }), 'viewer');
    const request = mine.contracts.requests.find((contract) => contract.id === offered.contract?.id);
    expect(request).toMatchObject({ status: 'PENDING', viewerSide: 'DOWNLINE' });

    const second = await accept(sub, { contractId: offered.contract?.id });
    expect(second.userErrors.map((error) => error.code)).toEqual(['DOWNLINE_RATE_HIGHER']);
    expect(second.affectedContracts).toEqual([{ contractNo: '7002' }]);
    const accepted = await accept(sub, { contractId: offered.contract?.id, confirmDownlineRateRule: true });
    expect(accepted.contract).toMatchObject({ status: 'ACTIVE' });
    expect(accepted.terminatedContracts.map((ended) => [ended.contractNo, ended.endReason]).sort()).toEqual([
      ['7001', 'REPLACED'],
      ['7002', 'UPLINE_RATE_LOWERED'],
    ]);

    type Offered = { viewer: { agentCentre: { downlineContracts: { edges: { node: { contractNo: string; status: string } }[] } } } };
    const active = payloadOf(await stack.gql<Offered>(OFFERED, { kind: 'DIVIDEND', status: 'ACTIVE' }, { session: agent }), 'viewer');
    expect(active.agentCentre.downlineContracts.edges.map((edge) => edge.node.contractNo)).toContain(offered.contract?.contractNo);
  });

  it('one offer per idempotency key: a retry replays the answer with no second platform call', async () => {
    const agent = await stack.login('agent01');
    const input = { downlineId: downlineId(100002, 'player02'), kind: 'HOURLY_SALARY', tiers: [{ hourlyBetAmount: '500', rate: '0.5' }], idempotencyKey: 'offer-hour-0001' };
    const [first, retry] = await Promise.all([offer(agent, input), offer(agent, input)]);
    expect(first.contract?.status).toBe('PENDING');
    expect(retry).toEqual(first);
    expect(await stack.upstreamCalls(callKey(calls.hourlySalaryContract))).toBe(1);
    const pending = await offer(agent, { ...input, idempotencyKey: 'offer-hour-0002' });
    expect(pending.userErrors.map((error) => error.code)).toEqual(['CONTRACT_PENDING_EXISTS']);
  });

  it('refuses rates above what the agent may pass on, terms that do not climb, and non-direct downlines', async () => {
    const agent = await stack.login('agent01');
    const sub = await stack.login('sub01');
    const ceiling = await offer(agent, { ...dividend('45', 'offer-div-0010'), downlineId: downlineId(100001, 'player01') });
    expect(ceiling.userErrors).toEqual([{ field: 'tiers', code: 'RATE_TOO_HIGH', details: { maxRate: '40.00' } }]);
    const own = await offer(sub, { ...dividend('35', 'offer-div-0011'), downlineId: downlineId(100102, 'sub01m2') });
    expect(own.userErrors).toEqual([{ field: 'tiers', code: 'RATE_TOO_HIGH', details: { maxRate: '30.00' } }]);
    const nothing = await offer(sub, { downlineId: downlineId(100102, 'sub01m2'), kind: 'HOURLY_SALARY', tiers: [{ hourlyBetAmount: '100', rate: '0.5' }], idempotencyKey: 'offer-hour-0010' });
    expect(nothing.userErrors.map((error) => error.code)).toEqual(['NO_CONTRACT_TO_PASS_ON']);

    await stack.control('DELETE', '/calls');
    const climbing = await offer(agent, {
      downlineId: downlineId(100004, 'player03'),
      kind: 'DAILY_SALARY',
      tiers: [
        { dailyBetAmount: '5000', rate: '1' },
        { dailyBetAmount: '1000', rate: '2' },
      ],
      idempotencyKey: 'offer-day-0010',
    });
    expect(climbing.userErrors).toEqual([{ field: 'tiers[1]', code: 'INVALID_FORMAT', details: null }]);
    const badRate = await offer(agent, { downlineId: downlineId(100004, 'player03'), kind: 'REAL_TIME_SALARY', realTime: { profitSalaryRate: '0', lossSalaryRate: '1.234', singleBet: '10' }, idempotencyKey: 'offer-rt-0010' });
    expect(badRate.userErrors.map((error) => [error.field, error.code])).toEqual([
      ['realTime.profitSalaryRate', 'INVALID_FORMAT'],
      ['realTime.lossSalaryRate', 'INVALID_FORMAT'],
    ]);
    const notDirect = await offer(agent, { ...dividend('10', 'offer-div-0012'), downlineId: downlineId(100101, 'sub01m1') });
    expect(notDirect.userErrors.map((error) => error.code)).toEqual(['NOT_DIRECT_DOWNLINE']);
    for (const call of [calls.dailySalaryContract, calls.realTimeSalaryContract, calls.dividendContract]) {
      expect([call.name, await stack.upstreamCalls(callKey(call))]).toEqual([call.name, 0]);
    }
  });

  it('the downline rejects, the upline cannot answer its own offer, either party terminates', async () => {
    const agent = await stack.login('agent01');
    const player = await stack.login('player01');
    const offered = contractId('DAILY_SALARY', 7006);
    const byUpline = await accept(agent, { contractId: offered });
    expect(byUpline.userErrors.map((error) => error.code)).toEqual(['NOT_ALLOWED']);
    const rejected = payloadOf(await stack.gql<{ rejectContract: Errors & { contract: { status: string } } }>(REJECT, { input: { contractId: offered } }, { session: player }), 'rejectContract');
    expect(rejected.contract.status).toBe('REJECTED');
    const again = await accept(player, { contractId: offered });
    // A rejected offer is no longer waiting for the player: as the viewer's own contracts go, it is unknown now.
    expect(again.userErrors.map((error) => error.code)).toEqual(['NOT_FOUND']);

    type Terminated = { terminateContract: Errors & { contract: { status: string; endReason: string } | null; terminatedContracts: { contractNo: string; endReason: string }[] } };
    const ended = payloadOf(await stack.gql<Terminated>(TERMINATE, { input: { contractId: contractId('DAILY_SALARY', 7003) } }, { session: agent }), 'terminateContract');
    expect(ended.contract).toEqual({ status: 'TERMINATED', endReason: 'TERMINATED_BY_UPLINE' });
    const sub = await stack.login('sub01');
    const byDownline = payloadOf(await stack.gql<Terminated>(TERMINATE, { input: { contractId: contractId('DIVIDEND', 7001) } }, { session: sub }), 'terminateContract');
    expect(byDownline.contract).toEqual({ status: 'TERMINATED', endReason: 'TERMINATED_BY_DOWNLINE' });
    // Ending it took sub01's own dividend to sub01m1 with it.
    expect(byDownline.terminatedContracts).toEqual([{ contractNo: '7002', endReason: 'UPLINE_CONTRACT_ENDED' }]);
  });
});

describe('the switched pages follow the contracts the viewer holds', () => {
  const stack = useGatewayStack({}, { reset: true });
  const pagesOf = async (session: string) =>
    payloadOf(await stack.gql<{ viewer: { agentCentre: { pages: string[] } } }>('{ viewer { agentCentre { pages } } }', {}, { session }), 'viewer').agentCentre.pages;
  const ALWAYS = ['ANNOUNCEMENTS', 'TEAM_OVERVIEW', 'REGISTER_ACCOUNT', 'TEAM_MANAGEMENT', 'TEAM_BETTING', 'USER_LOSS', 'MY_INCOME', 'ACCOUNT_DETAILS'];

  it('shows a page exactly while its contract is held: accepting adds it, terminating removes it', async () => {
    // agent01 is a top agent: it holds no contract, so none of the four pages.
    expect(await pagesOf(await stack.login('agent01'))).toEqual(ALWAYS);
    const sub = await stack.login('sub01');
    expect(await pagesOf(sub)).toEqual([...ALWAYS, 'DIVIDEND_RECORD', 'DAILY_WAGES', 'REAL_TIME_SALARY']);

    await stack.gql(ACCEPT, { input: { contractId: contractId('HOURLY_SALARY', 7004) } }, { session: sub });
    expect(await pagesOf(sub)).toEqual([...ALWAYS, 'DIVIDEND_RECORD', 'DAILY_WAGES', 'HOURLY_SALARY', 'REAL_TIME_SALARY']);
    await stack.gql(TERMINATE, { input: { contractId: contractId('DIVIDEND', 7001) } }, { session: sub });
    await stack.gql(TERMINATE, { input: { contractId: contractId('REAL_TIME_SALARY', 7005) } }, { session: sub });
    expect(await pagesOf(sub)).toEqual([...ALWAYS, 'DAILY_WAGES', 'HOURLY_SALARY']);

    const held = payloadOf(await stack.gql<{ viewer: { contracts: { held: { kind: string }[] } } }>(MY_CONTRACTS, {}, { session: sub }), 'viewer');
    expect(held.contracts.held.map((contract) => contract.kind)).toEqual(['DAILY_SALARY', 'HOURLY_SALARY']);
  });

  it('answers real-time salary paid to the holder', async () => {
    const sub = await stack.login('sub01');
    type Salary = { viewer: { agentCentre: { realTimeSalary: { contract: { contractNo: string } | null; periodMinutes: number; totalSalary: string; periods: { totalCount: number; edges: { node: { salary: string } }[] } } } } };
    const salary = payloadOf(
      await stack.gql<Salary>('{ viewer { agentCentre { realTimeSalary { contract { contractNo } periodMinutes totalSalary periods(first: 2) { totalCount edges { node { salary } } } } } } }', {}, { session: sub }),
      'viewer',
    ).agentCentre.realTimeSalary;
    expect(salary).toMatchObject({ contract: { contractNo: '7005' }, periodMinutes: 5 });
    expect(salary.periods.totalCount).toBeGreaterThan(0);
    expect(Number(salary.totalSalary)).toBeGreaterThan(0);
  });
});
