import { describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { errorCode, payloadOf } from '../../../../testing/graphql-replies.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const id = (text: string) => Buffer.from(text).toString('base64url');
// agent02's tree: agent02s (sub-agent), agent02d1 (direct member); agent01's tree: player01, sub01, sub01m1, ...
const PLAYER01 = id('Downline:100001:player01');
const SUB01 = id('Downline:200002:sub01');
const SUB01_DIVIDEND = id('Contract:DIVIDEND:7001');
const AGENT02S_DIVIDEND = id('Contract:DIVIDEND:7007');
const ERRORS = 'userErrors { field code message }';

const TRANSFER = `mutation($input: TransferToDownlineInput!) { transferToDownline(input: $input) { transfer { orderNo } ${ERRORS} } }`;
const OFFER = `mutation($input: OfferContractInput!) { offerContract(input: $input) { contract { id } affectedContracts { id } ${ERRORS} } }`;
const ACCEPT = `mutation($input: ContractAnswerInput!) { acceptContract(input: $input) { contract { id } ${ERRORS} } }`;
const REJECT = `mutation($input: ContractAnswerInput!) { rejectContract(input: $input) { contract { id } ${ERRORS} } }`;
const TERMINATE = `mutation($input: TerminateContractInput!) { terminateContract(input: $input) { contract { id } ${ERRORS} } }`;
const DOWNLINES = 'query($parentId: ID) { viewer { agentCentre { downlines(parentId: $parentId) { totalCount } } } }';
const TEAM_BETS = 'query($filter: TeamReportFilter) { viewer { agentCentre { teamBets(filter: $filter) { totalCount } } } }';
const USER_LOSS = 'query($filter: TeamReportFilter) { viewer { agentCentre { userLoss(filter: $filter) { totalCount } } } }';
const TRANSACTIONS = 'query($filter: TeamReportFilter) { viewer { agentCentre { transactions(filter: $filter) { totalCount } } } }';
const NODE = 'query($id: ID!) { node(id: $id) { id ... on Contract { status } } }';

const ACTION_CALLS = [calls.transferToDownline, calls.dividendContract, calls.dailySalaryContract, calls.hourlySalaryContract, calls.realTimeSalaryContract];
const REPORT_CALLS = [calls.teamBetReport, calls.teamTransactions];

type Payload = Record<string, { userErrors: { field: string; code: string; message: string }[] } & Record<string, unknown>>;

describe("another tree's accounts and contracts are unknown to an agent", () => {
  const stack = useGatewayStack({}, { reset: true, clearCalls: true });

  async function expectNoActions(): Promise<void> {
    for (const call of [...ACTION_CALLS, ...REPORT_CALLS]) expect([call.name, await stack.upstreamCalls(callKey(call))]).toEqual([call.name, 0]);
  }

  it('money and contract actions on another tree answer NOT_FOUND with no action call, the same as a made-up id', async () => {
    const agent02 = await stack.login('agent02');
    const mutations: [string, string, Record<string, unknown>][] = [
      ['transferToDownline', TRANSFER, { downlineId: PLAYER01, amount: '10', withdrawPassword: '666888', idempotencyKey: 'outsider-transfer-1' }],
      ['offerContract', OFFER, { downlineId: SUB01, kind: 'DAILY_SALARY', tiers: [{ dailyBetAmount: '100', rate: '1' }], idempotencyKey: 'outsider-offer-01' }],
      ['acceptContract', ACCEPT, { contractId: SUB01_DIVIDEND }],
      ['rejectContract', REJECT, { contractId: SUB01_DIVIDEND }],
      ['terminateContract', TERMINATE, { contractId: SUB01_DIVIDEND }],
    ];
    for (const [field, query, input] of mutations) {
      const payload = payloadOf(await stack.gql<Payload>(query, { input }, { session: agent02 }), field);
      const idField = 'downlineId' in input ? 'downlineId' : 'contractId';
      expect([field, payload.userErrors]).toEqual([field, [{ field: idField, code: 'NOT_FOUND', message: `Unknown ${idField}.` }]]);
      // A made-up id gets exactly the same answer: nothing tells the two apart.
      const madeUp = idField === 'downlineId' ? id('Downline:999999:nobody01') : id('Contract:DIVIDEND:999999');
      expect(payloadOf(await stack.gql<Payload>(query, { input: { ...input, [idField]: madeUp } }, { session: agent02 }), field)).toEqual(payload);
    }
    // A real id of agent02's own tree paired with another tree's account name is no better.
    const forged = await stack.gql<Payload>(TRANSFER, { input: { ...mutations[0]?.[2], downlineId: id('Downline:200011:player01') } }, { session: agent02 });
    expect(payloadOf(forged, 'transferToDownline').userErrors.map((error) => error.code)).toEqual(['NOT_FOUND']);
    await expectNoActions();
  });

  it('reports and the tree refuse another tree’s account as an unknown argument, without reading the report', async () => {
    const agent02 = await stack.login('agent02');
    expect(errorCode(await stack.gql(DOWNLINES, { parentId: SUB01 }, { session: agent02 }))).toBe('BAD_USER_INPUT');
    for (const query of [TEAM_BETS, USER_LOSS, TRANSACTIONS]) {
      const reply = await stack.gql(query, { filter: { downlineId: PLAYER01 } }, { session: agent02 });
      expect(errorCode(reply)).toBe('BAD_USER_INPUT');
      expect(reply.body.errors?.[0]?.message).toBe('Unknown downlineId.');
    }
    await expectNoActions();
    // Its own tree is readable.
    const own = await stack.gql(TEAM_BETS, { filter: { downlineId: id('Downline:200014:agent02d1') } }, { session: agent02 });
    expect(own.body.errors).toBeUndefined();
  });

  it('a member sees only contracts it is party to: another member’s contract is null as a node and unknown to act on', async () => {
    const player = await stack.login('player01');
    expect(payloadOf(await stack.gql<{ node: unknown }>(NODE, { id: AGENT02S_DIVIDEND }, { session: player }), 'node')).toBeNull();
    const refused = payloadOf(await stack.gql<Payload>(ACCEPT, { input: { contractId: AGENT02S_DIVIDEND } }, { session: player }), 'acceptContract');
    expect(refused.userErrors.map((error) => error.code)).toEqual(['NOT_FOUND']);
    await expectNoActions();
    // Its own offer is a node it can refetch.
    const own = payloadOf(await stack.gql<{ node: { status: string } | null }>(NODE, { id: id('Contract:DAILY_SALARY:7006') }, { session: player }), 'node');
    expect(own).toMatchObject({ status: 'PENDING' });
  });
});
