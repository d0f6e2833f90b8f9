import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { callKey } from '../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';
import { errorCode } from '../../../testing/graphql-replies.js';
import { calls } from '../../../infra/upstream/catalogue.js';
import { buildSchema } from '../../schema.js';

const ADD_FAVOURITE = `mutation($input: FavouriteGameInput!) { addFavouriteGame(input: $input) { userErrors { code } } }`;
const REMOVE_FAVOURITE = `mutation($input: FavouriteGameInput!) { removeFavouriteGame(input: $input) { userErrors { code } } }`;
const LAUNCH = `mutation($input: LaunchGameInput!) { launchGame(input: $input) { url } }`;
const LAUNCH_LOTTERY = `mutation($input: LaunchLotteryInput!) { launchLottery(input: $input) { url } }`;
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { userErrors { code } viewer { member { account } } } }`;
const FAVOURITES = `{ viewer { favouriteGames(first: 5) { totalCount } } }`;
const RECENT = `{ viewer { recentGames(first: 5) { totalCount } } }`;
const VIEWER = `{ viewer { member { account } wallet { balance } } }`;
const FREE_PLAY = `mutation { startFreePlay { viewer { member { isTrial } } } }`;

const key = 'roles-test-key-1';
const MONEY_MUTATIONS: Record<string, { query: string; input: Record<string, unknown> }> = {
  transferBetweenWallets: {
    query: `mutation($input: TransferBetweenWalletsInput!) { transferBetweenWallets(input: $input) { userErrors { code } } }`,
    input: { fromWalletId: 2, toWalletId: 11, amount: '10', idempotencyKey: key },
  },
  transferAllToMain: { query: `mutation($input: TransferAllToMainInput!) { transferAllToMain(input: $input) { userErrors { code } } }`, input: { idempotencyKey: key } },
  transferToUpline: { query: `mutation($input: TransferToUplineInput!) { transferToUpline(input: $input) { userErrors { code } } }`, input: { amount: '10', idempotencyKey: key } },
  createDeposit: {
    query: `mutation($input: CreateDepositInput!) { createDeposit(input: $input) { userErrors { code } } }`,
    input: { channelId: 'RGVwb3NpdENoYW5uZWw6Mg', amount: '100', idempotencyKey: key },
  },
  bindReceivingAccount: {
    query: `mutation($input: BindReceivingAccountInput!) { bindReceivingAccount(input: $input) { userErrors { code } } }`,
    input: { bankCode: 'VCB', accountNumber: '0123456789', holderName: 'Nguyen Van A', withdrawPassword: '666888', idempotencyKey: key },
  },
  setWithdrawPassword: {
    query: `mutation($input: SetWithdrawPasswordInput!) { setWithdrawPassword(input: $input) { userErrors { code } } }`,
    input: { currentPassword: '666888', newPassword: '135790', confirmPassword: '135790', idempotencyKey: key },
  },
  withdraw: {
    query: `mutation($input: WithdrawInput!) { withdraw(input: $input) { userErrors { code } } }`,
    input: { receivingAccountId: 'UmVjZWl2aW5nQWNjb3VudDox', amount: '150', withdrawPassword: '666888', idempotencyKey: key },
  },
  confirmWithdrawal: {
    query: `mutation($input: ConfirmWithdrawalInput!) { confirmWithdrawal(input: $input) { userErrors { code } } }`,
    input: { withdrawalId: 'V2l0aGRyYXdhbENvbmZpcm1hdGlvbjo4ODAwMDE', answer: 'RECEIVED', idempotencyKey: key },
  },
};
const viewerField = (selection: string) => `{ viewer { ${selection} } }`;
const MONEY_FIELDS: Record<string, string> = {
  'Wallet.mode': viewerField('wallet { mode }'),
  'Wallet.mainWalletId': viewerField('wallet { mainWalletId }'),
  'Wallet.mainBalance': viewerField('wallet { mainBalance }'),
  'Wallet.heldAmount': viewerField('wallet { heldAmount }'),
  'Wallet.vendorWallets': viewerField('wallet { vendorWallets { walletId } }'),
  'Member.hasUpline': viewerField('member { hasUpline }'),
  'Viewer.depositChannels': viewerField('depositChannels { id }'),
  'Viewer.deposits': viewerField('deposits(first: 1) { totalCount }'),
  'Viewer.receivingAccounts': viewerField('receivingAccounts { id }'),
  'Viewer.withdrawalRules': viewerField('withdrawalRules { minAmount }'),
  'Viewer.withdrawals': viewerField('withdrawals(first: 1) { totalCount }'),
  'Viewer.withdrawalConfirmations': viewerField('withdrawalConfirmations { autoReceiveMinutes }'),
  'Viewer.betRecords': viewerField('betRecords(first: 1) { totalCount }'),
  'Viewer.accountRecords': viewerField('accountRecords(first: 1) { totalCount }'),
  'Viewer.profitAndLoss': viewerField('profitAndLoss { profit }'),
  'Viewer.bonusRecords': viewerField('bonusRecords(first: 1) { totalCount }'),
  'Viewer.vip': viewerField('vip { level }'),
  'Viewer.avatars': viewerField('avatars { id }'),
};
const SET_AVATAR = `mutation($input: SetAvatarInput!) { setAvatar(input: $input) { userErrors { code } } }`;
// Rewards: points mall, promotions a member acts on, reward centre, missions, inbox, referral.
const REDEEM = `mutation($input: RedeemPointRewardInput!) { redeemPointReward(input: $input) { userErrors { code } } }`;
const CONVERT = `mutation($input: ConvertPointsInput!) { convertPoints(input: $input) { userErrors { code } } }`;
const CLAIM_RAFFLE = `mutation($input: ClaimRafflePromotionInput!) { claimRafflePromotion(input: $input) { userErrors { code } } }`;
const APPLY = `mutation($input: ApplyPromotionInput!) { applyPromotion(input: $input) { userErrors { code } } }`;
const CLAIM_REWARD = `mutation($input: ClaimRewardInput!) { claimReward(input: $input) { userErrors { code } } }`;
const READ_MESSAGE = `mutation($input: ReadInboxMessageInput!) { readInboxMessage(input: $input) { userErrors { code } } }`;
const MARK_READ = `mutation($input: MarkInboxMessagesReadInput!) { markInboxMessagesRead(input: $input) { userErrors { code } } }`;
const POINTS = `{ viewer { points { balance } } }`;
const APPLICATIONS = `{ viewer { promotionApplications(first: 5) { totalCount } } }`;
const REWARD_CENTRE = `{ viewer { rewardCentre(first: 5) { totalCount } } }`;
const MISSIONS = `{ viewer { missions { totalCount } } }`;
const LEADERBOARD = `{ viewer { missionLeaderboard { period } } }`;
const COUNTS = `{ viewer { counts { missions inbox rewards } } }`;
const HEADER_COUNTS = `{ viewer { headerCounts { missions inbox rewards } } }`;
const INBOX = `{ viewer { inbox(first: 5) { totalCount } } }`;
const REFERRAL = `{ viewer { referral { code } } }`;
// Agency: the agent centre and money to downlines (agents only), contract answers (any real account).
const AGENT_CENTRE = `{ viewer { agentCentre { pages } } }`;
const REGISTER_DOWNLINE = `mutation($input: RegisterDownlineInput!) { registerDownline(input: $input) { userErrors { code } } }`;
const TRANSFER_TO_DOWNLINE = `mutation($input: TransferToDownlineInput!) { transferToDownline(input: $input) { userErrors { code } } }`;
const OFFER_CONTRACT = `mutation($input: OfferContractInput!) { offerContract(input: $input) { userErrors { code } } }`;
const ACCEPT_CONTRACT = `mutation($input: ContractAnswerInput!) { acceptContract(input: $input) { userErrors { code } } }`;
const REJECT_CONTRACT = `mutation($input: ContractAnswerInput!) { rejectContract(input: $input) { userErrors { code } } }`;
const TERMINATE_CONTRACT = `mutation($input: TerminateContractInput!) { terminateContract(input: $input) { userErrors { code } } }`;
const CONTRACTS = `{ viewer { contracts { requests { id } } } }`;
const downlineId = Buffer.from('Downline:100001:player01').toString('base64url');
const contractId = Buffer.from('Contract:DAILY_SALARY:7006').toString('base64url');
const idOf = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64url');

const GAMES = `query($category: GameCategory!, $first: Int) { games(category: $category, first: $first) { edges { node { id } } } }`;

const GAME = { gameId: 'R2FtZToxMDAx' };
const newPassword = { oldPassword: '123456', newPassword: 'fresh2025', confirmPassword: 'fresh2025' };

/** Every field that declares @auth, with a request that reaches it and the role it declares. */
// `refusedAsNull`: the field declares `whenRefused: NULL`, so a refused account reads null without an error.
const GUARDED: Record<string, { role: string; query: string; variables?: Record<string, unknown>; refusedAsNull?: boolean }> = {
  'Mutation.launchGame': { role: 'MEMBER', query: LAUNCH, variables: { input: GAME } },
  'Mutation.gameWindowClosed': { role: 'MEMBER', query: `mutation { gameWindowClosed { userErrors { code } } }` },
  'Query.pvpRooms': { role: 'MEMBER', query: `query($gameId: ID!) { pvpRooms(gameId: $gameId) { id } }`, variables: GAME },
  'Query.lotteryOpenedNumbers': { role: 'MEMBER', query: `{ lotteryOpenedNumbers(gameCode: "MB") { gameCode } }` },
  'Mutation.addFavouriteGame': { role: 'REAL_ACCOUNT', query: ADD_FAVOURITE, variables: { input: GAME } },
  'Mutation.removeFavouriteGame': { role: 'REAL_ACCOUNT', query: REMOVE_FAVOURITE, variables: { input: GAME } },
  'Mutation.launchLottery': { role: 'REAL_ACCOUNT', query: LAUNCH_LOTTERY, variables: { input: { gameCode: 'MB', prizeMode: 'LOTT' } } },
  'Mutation.changePassword': { role: 'REAL_ACCOUNT', query: CHANGE_PASSWORD, variables: { input: newPassword } },
  'Viewer.favouriteGames': { role: 'REAL_ACCOUNT', query: FAVOURITES },
  'Viewer.recentGames': { role: 'REAL_ACCOUNT', query: RECENT },
  'Mutation.setAvatar': { role: 'REAL_ACCOUNT', query: SET_AVATAR, variables: { input: { avatarId: 'QXZhdGFyOjM' } } },
  ...Object.fromEntries(
    Object.entries(MONEY_MUTATIONS).map(([name, { query, input }]) => [`Mutation.${name}`, { role: 'REAL_ACCOUNT', query, variables: { input } }]),
  ),
  ...Object.fromEntries(Object.entries(MONEY_FIELDS).map(([field, query]) => [field, { role: 'REAL_ACCOUNT', query }])),
  'Mutation.redeemPointReward': {
    role: 'REAL_ACCOUNT',
    query: REDEEM,
    variables: { input: { rewardId: idOf('PointReward', 101), withdrawPassword: '123456', idempotencyKey: key } },
  },
  'Mutation.convertPoints': { role: 'REAL_ACCOUNT', query: CONVERT, variables: { input: { points: 100, withdrawPassword: '123456', idempotencyKey: key } } },
  'Mutation.claimRafflePromotion': { role: 'REAL_ACCOUNT', query: CLAIM_RAFFLE, variables: { input: { promotionId: idOf('Promotion', 3004), idempotencyKey: key } } },
  'Mutation.applyPromotion': { role: 'REAL_ACCOUNT', query: APPLY, variables: { input: { promotionId: idOf('Promotion', 3002), comment: 'ok', idempotencyKey: key } } },
  'Mutation.claimReward': { role: 'REAL_ACCOUNT', query: CLAIM_REWARD, variables: { input: { rewardId: idOf('RewardItem', 1), idempotencyKey: key } } },
  'Mutation.readInboxMessage': { role: 'REAL_ACCOUNT', query: READ_MESSAGE, variables: { input: { messageId: idOf('InboxMessage', 1) } } },
  'Mutation.markInboxMessagesRead': { role: 'REAL_ACCOUNT', query: MARK_READ, variables: { input: { all: true } } },
  'Viewer.points': { role: 'REAL_ACCOUNT', query: POINTS },
  'Viewer.promotionApplications': { role: 'REAL_ACCOUNT', query: APPLICATIONS },
  'Viewer.rewardCentre': { role: 'REAL_ACCOUNT', query: REWARD_CENTRE },
  'Viewer.missions': { role: 'REAL_ACCOUNT', query: MISSIONS },
  'Viewer.missionLeaderboard': { role: 'REAL_ACCOUNT', query: LEADERBOARD },
  'Viewer.counts': { role: 'REAL_ACCOUNT', query: COUNTS },
  'Viewer.headerCounts': { role: 'REAL_ACCOUNT', query: HEADER_COUNTS, refusedAsNull: true },
  'Viewer.inbox': { role: 'REAL_ACCOUNT', query: INBOX },
  'Viewer.referral': { role: 'REAL_ACCOUNT', query: REFERRAL },
  'Viewer.agentCentre': { role: 'AGENT', query: AGENT_CENTRE },
  'Mutation.registerDownline': { role: 'AGENT', query: REGISTER_DOWNLINE, variables: { input: { username: 'newplayer9', password: 'secret88', confirmPassword: 'secret88' } } },
  'Mutation.transferToDownline': {
    role: 'AGENT',
    query: TRANSFER_TO_DOWNLINE,
    variables: { input: { downlineId, amount: '10', withdrawPassword: '666888', idempotencyKey: key } },
  },
  'Mutation.offerContract': {
    role: 'AGENT',
    query: OFFER_CONTRACT,
    variables: { input: { downlineId, kind: 'DAILY_SALARY', tiers: [{ dailyBetAmount: '1000', rate: '1' }], idempotencyKey: key } },
  },
  'Viewer.contracts': { role: 'REAL_ACCOUNT', query: CONTRACTS },
  'Mutation.acceptContract': { role: 'REAL_ACCOUNT', query: ACCEPT_CONTRACT, variables: { input: { contractId } } },
  'Mutation.rejectContract': { role: 'REAL_ACCOUNT', query: REJECT_CONTRACT, variables: { input: { contractId } } },
  'Mutation.terminateContract': { role: 'REAL_ACCOUNT', query: TERMINATE_CONTRACT, variables: { input: { contractId } } },
};

/** Subscriptions declare roles too; they run over /graphql/stream, whose refusals http/live/__tests__ checks. */
const STREAMED = { 'Subscription.balanceChanged': 'REAL_ACCOUNT', 'Subscription.countsChanged': 'REAL_ACCOUNT' };

describe('roles declared with @auth, enforced on the raw API', () => {
  const stack = useGatewayStack({ env: { FREE_PLAY_LIMIT_PER_IP: '1000' } }, { reset: true });

  it('this test covers every field of the schema that declares a role', async () => {
    const schema = await buildSchema();
    const declared: Record<string, string> = {};
    mapSchema(schema, {
      [MapperKind.OBJECT_FIELD]: (field, name, typeName) => {
        const auth = getDirective(schema, field, 'auth')?.[0] as { requires: string; whenRefused: string } | undefined;
        if (auth !== undefined) declared[`${typeName}.${name}`] = auth.whenRefused === 'NULL' ? `${auth.requires} or null` : auth.requires;
        return field;
      },
    });
    const expected = Object.entries(GUARDED).map(([field, { role, refusedAsNull }]) => [field, refusedAsNull ? `${role} or null` : role]);
    expect(declared).toEqual({ ...Object.fromEntries(expected), ...STREAMED });
  });

  it('visitors get UNAUTHENTICATED on every guarded mutation, with no platform call', async () => {
    await stack.control('DELETE', '/calls');
    for (const [field, { query, variables }] of Object.entries(GUARDED)) {
      if (!field.startsWith('Mutation.')) continue;
      expect([field, errorCode(await stack.gql(query, variables))]).toEqual([field, 'UNAUTHENTICATED']);
    }
    const counts = (await stack.control('GET', '/calls')) as Record<string, number>;
    expect(Object.keys(counts).filter((key) => key !== callKey(calls.systemStatus))).toEqual([]);
  });

  it('trial accounts get NEED_REAL_ACCOUNT on every REAL_ACCOUNT and AGENT field (null where declared), before the resolver runs', async () => {
    const trial = (await stack.gql(FREE_PLAY)).session ?? '';
    expect(trial).not.toBe('');
    await stack.control('DELETE', '/calls');
    for (const [field, { role, query, variables, refusedAsNull }] of Object.entries(GUARDED)) {
      if (role === 'MEMBER') continue;
      const reply = await stack.gql(query, variables, { session: trial });
      if (!refusedAsNull) {
        expect([field, errorCode(reply)]).toEqual([field, 'NEED_REAL_ACCOUNT']);
        continue;
      }
      const fieldName = field.split('.')[1] ?? '';
      expect([field, reply.body.errors, reply.body.data]).toEqual([field, undefined, { viewer: { [fieldName]: null } }]);
    }
    expect(await stack.upstreamCalls(callKey(calls.changePassword))).toBe(0);
    expect(await stack.upstreamCalls(callKey(calls.addFavouriteGame))).toBe(0);
    expect(await stack.upstreamCalls(callKey(calls.recentGames))).toBe(0);
    const moneyCalls = [
      calls.walletTransfer,
      calls.transferToUpline,
      calls.merchantWallet,
      calls.depositChannels,
      calls.createDepositOrder,
      calls.depositOrders,
      calls.withdrawInfo,
      calls.bindWithdrawAccount,
      calls.setPaymentPassword,
      calls.withdraw,
      calls.withdrawOrders,
      calls.withdrawalConfirmations,
      calls.confirmWithdrawal,
      calls.betRecords,
      calls.accountRecords,
      calls.profitLoss,
      calls.bonusDetails,
      calls.vipLevels,
      calls.avatarList,
      calls.updateAvatar,
    ];
    for (const call of moneyCalls) expect([call.name, await stack.upstreamCalls(callKey(call))]).toEqual([call.name, 0]);
    const rewardCalls = [calls.redeemPointReward, calls.convertPoints, calls.claimRafflePromotion, calls.applyPromotion, calls.claimReward, calls.markMessagesRead];
    for (const call of [...rewardCalls, calls.pointBalance, calls.unreadCount, calls.rewardCount, calls.missionSummary, calls.referralInfo]) {
      expect([call.name, await stack.upstreamCalls(callKey(call))]).toEqual([call.name, 0]);
    }
    const agencyCalls = [calls.consolidatedContracts, calls.downlineList, calls.agentReferral, calls.transferToDownline, calls.dailySalaryContract, calls.downlineContracts];
    for (const call of agencyCalls) expect([call.name, await stack.upstreamCalls(callKey(call))]).toEqual([call.name, 0]);
  });

  it('members (not agents) get FORBIDDEN on every AGENT field, with no agency call to the platform', async () => {
    const member = await stack.login('player01');
    await stack.control('DELETE', '/calls');
    for (const [field, { role, query, variables }] of Object.entries(GUARDED)) {
      if (role !== 'AGENT') continue;
      expect([field, errorCode(await stack.gql(query, variables, { session: member }))]).toEqual([field, 'FORBIDDEN']);
    }
    const agencyCalls = [
      calls.consolidatedContracts,
      calls.downlineList,
      calls.agentReferral,
      calls.register,
      calls.transferToDownline,
      calls.dailySalaryContract,
      calls.downlineContracts,
    ];
    for (const call of agencyCalls) expect([call.name, await stack.upstreamCalls(callKey(call))]).toEqual([call.name, 0]);
  });
});

describe('a session that must change its password', () => {
  const stack = useGatewayStack({}, { reset: true });
  let session: string;
  beforeEach(async () => {
    // player02 still has the default password 123456 (spec 000 section 4).
    session = await stack.login('player02', '123456');
    await stack.control('DELETE', '/calls');
  });

  it('is refused every member action with PASSWORD_CHANGE_REQUIRED, and no platform call is made', async () => {
    const games = await stack.gql<{ games: { edges: { node: { id: string } }[] } }>(GAMES, { category: 'RNG', first: 1 }, { session });
    const gameId = games.body.data?.games.edges[0]?.node.id ?? '';
    for (const query of [ADD_FAVOURITE, REMOVE_FAVOURITE, LAUNCH]) {
      expect(errorCode(await stack.gql(query, { input: { gameId } }, { session }))).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    expect(errorCode(await stack.gql(FAVOURITES, undefined, { session }))).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(errorCode(await stack.gql(RECENT, undefined, { session }))).toBe('PASSWORD_CHANGE_REQUIRED');
    for (const call of [calls.addFavouriteGame, calls.removeFavouriteGame, calls.launchGame, calls.favouriteGames, calls.recentGames, calls.favouriteGameIds]) {
      expect([call.name, await stack.upstreamCalls(callKey(call))]).toEqual([call.name, 0]);
    }
  });

  it('still reads the viewer and public data, changes the password, and is then let in', async () => {
    const viewer = await stack.gql<{ viewer: { member: { account: string } } }>(VIEWER, undefined, { session });
    expect(viewer.body.errors).toBeUndefined();
    expect(viewer.body.data?.viewer.member.account).toBe('player02');
    const games = await stack.gql(GAMES, { category: 'RNG', first: 3 }, { session });
    expect(games.body.errors).toBeUndefined();

    const changed = await stack.gql<{ changePassword: { userErrors: unknown[] } }>(CHANGE_PASSWORD, { input: newPassword }, { session });
    expect(changed.body.data?.changePassword.userErrors).toEqual([]);
    const after = changed.session ?? '';
    expect(after).not.toBe('');
    const favourites = await stack.gql(FAVOURITES, undefined, { session: after });
    expect(favourites.body.errors).toBeUndefined();
  });
});
