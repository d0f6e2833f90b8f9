// Attack: take ids that belong to someone else and send them wherever the API takes an id. Member A (or agent A)
// reads the ids of its own objects; member B (or agent B of another tree) sends each of them to every id-taking
// field of the schema. The fields are found by walking the schema, so a new field is attacked without a new test:
// each must answer unknown-id / forbidden / nothing, carry none of A's data, and change nothing of A's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../gateway/src/graphql/relay/global-id.js';
import { startGatewayStack, type GatewayStack } from '../../gateway/src/testing/gateway-stack.js';
import { centsMoved, recordAttack } from './support/ledger.js';
import { documentFor, idSites, nodeTypes, type IdSite } from './support/id-sites.js';
import { ask, newKey, WIDE_LIMITS, type Answer } from './support/requests.js';
import { schemaFromSdl } from './support/schema.js';

/** The private objects whose ids the attack steals, by the type in their global id. */
type Kind = 'Downline' | 'Contract' | 'InboxMessage' | 'RewardItem' | 'DepositOrder' | 'ReceivingAccount' | 'WithdrawalConfirmation' | 'Member' | 'Wallet';

/** Who owns each kind of object here, and who tries its ids: a member of no tree, or an agent of another tree. */
const PARTIES: Record<Kind, { victim: string; attacker: string }> = {
  Downline: { victim: 'agent02', attacker: 'agent01' },
  Contract: { victim: 'agent02', attacker: 'agent01' },
  InboxMessage: { victim: 'player01', attacker: 'vip01' },
  RewardItem: { victim: 'player01', attacker: 'vip01' },
  DepositOrder: { victim: 'player01', attacker: 'vip01' },
  ReceivingAccount: { victim: 'player01', attacker: 'vip01' },
  WithdrawalConfirmation: { victim: 'player01', attacker: 'vip01' },
  Member: { victim: 'player01', attacker: 'vip01' },
  Wallet: { victim: 'player01', attacker: 'vip01' },
};

/** What kind of id a field takes, read from its argument's name; KIND_BY_SITE settles the names that could mean two. */
const KIND_BY_ARGUMENT: Record<string, Kind> = {
  downlineId: 'Downline',
  parentId: 'Downline',
  contractId: 'Contract',
  messageId: 'InboxMessage',
  messageIds: 'InboxMessage',
  withdrawalId: 'WithdrawalConfirmation',
  receivingAccountId: 'ReceivingAccount',
};
const KIND_BY_SITE: Record<string, Kind | 'any private node'> = {
  'Mutation.claimReward(input.rewardId)': 'RewardItem',
  'Query.node(id)': 'any private node',
  'Query.nodes(ids)': 'any private node',
};

/** Fields whose ids name shared objects: nothing of one member's to steal, so they are listed, not attacked. */
const SHARED_IDS: Record<string, string> = {
  'Query.pvpRooms(gameId)': 'a game of the public catalogue',
  'Mutation.launchGame(input.gameId)': 'a game of the public catalogue',
  'Mutation.addFavouriteGame(input.gameId)': 'a game of the public catalogue (the favourite list is the caller\'s own)',
  'Mutation.removeFavouriteGame(input.gameId)': 'a game of the public catalogue (the favourite list is the caller\'s own)',
  'Mutation.setAvatar(input.avatarId)': 'an avatar of the site\'s shared set',
  'Mutation.redeemPointReward(input.rewardId)': 'a reward of the points-mall catalogue, the same for every member',
  'Mutation.claimRafflePromotion(input.promotionId)': 'a promotion, public to every visitor',
  'Mutation.applyPromotion(input.promotionId)': 'a promotion, public to every visitor',
  'Viewer.promotionApplications(filter.promotionId)': 'a promotion, public to every visitor (the applications listed are the caller\'s own)',
  'Mutation.createDeposit(input.channelId)': 'a deposit channel the merchant offers every member',
  'Mutation.createDeposit(input.bankAccountId)': 'a bank account of the merchant, shown to every member who deposits',
};
/** Node types anyone may refetch. */
const SHARED_NODE_TYPES: Record<string, string> = {
  Vendor: 'public catalogue',
  Game: 'public catalogue',
  LotteryMenu: 'public catalogue',
  Banner: 'public content',
  Notice: 'public content',
  Promotion: 'public content',
  DepositChannel: 'the merchant\'s channels, the same for every member',
  PointReward: 'the points-mall catalogue, the same for every member',
};

/** Inputs the attack does not vary: the attacker's own right payment password, so only the id can be wrong. */
const INPUTS = { idempotencyKey: () => newKey(), amount: '100', withdrawPassword: '666888', answer: 'RECEIVED', kind: 'DIVIDEND', quantity: 1 };

/** What each victim's own pages show of its objects: where the ids, and the data they must not leak, come from. */
const HARVEST: Record<string, string> = {
  player01: `{ viewer { member { id account nickname } wallet { id mainBalance }
    inbox(first: 20) { edges { node { id title content read } } }
    rewardCentre(first: 20) { edges { node { id title status amount claimedAt } } }
    deposits(first: 20) { edges { node { id orderNo amount status } } }
    receivingAccounts { id accountNumber holderName }
    withdrawalConfirmations { awaiting { id orderNo amount status } history { id orderNo status } } } }`,
  agent02: `{ viewer { member { account nickname } wallet { mainBalance } agentCentre {
    downlines(first: 50) { edges { node { id account nickname balance } } }
    downlineContracts(first: 20) { edges { node { id contractNo status upline { account } downline { account } } } } } } }`,
};

interface Stolen {
  kind: Kind;
  id: string;
  /** Strings of the owner's data that only the owner's answers may carry. */
  markers: string[];
}

const MAX_IDS_PER_KIND = 3;
const schema = schemaFromSdl();
const { sites, unreachable } = idSites(schema);

function kindOf(site: IdSite): Kind | 'any private node' | undefined {
  return KIND_BY_SITE[site.name] ?? KIND_BY_ARGUMENT[site.argPath.at(-1) ?? ''];
}

/** Distinctive strings: not enum values, dates, numbers or ids, which any answer may hold. */
function isMarker(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 5 && !/^[A-Z_]+$/.test(value) && !/^\d{4}-\d\d-\d\dT/.test(value) && !/^-?[\d.,]+$/.test(value) && fromGlobalId(value) === null;
}

/** Every object with a private global id in an answer, with the distinctive strings of its own and its children. */
function stolenFrom(value: unknown, found: Stolen[] = []): Stolen[] {
  if (Array.isArray(value)) {
    value.forEach((item) => stolenFrom(item, found));
    return found;
  }
  if (value === null || typeof value !== 'object') return found;
  const record = value as Record<string, unknown>;
  const type = typeof record.id === 'string' ? fromGlobalId(record.id)?.type : undefined;
  if (type !== undefined && type in PARTIES) {
    const markers = JSON.stringify(record, (key, inner: unknown) => (key === 'id' ? undefined : inner)).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
    found.push({ kind: type as Kind, id: record.id as string, markers: markers.map((text) => JSON.parse(text) as unknown).filter(isMarker).filter((text) => !(text in record)) });
  }
  Object.values(record).forEach((inner) => stolenFrom(inner, found));
  return found;
}

/** Where the site's answer sits in `data`: the path from the root, then the field. */
const answerAt = (site: IdSite, answer: Answer): unknown =>
  [...site.path, site.field.name].reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), answer.data);

/** Nothing there: null, empty lists, a connection of nothing, a list of nulls. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.every(isEmpty);
  if (typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  const lists = Object.values(record).filter(Array.isArray);
  return lists.length > 0 && lists.every(isEmpty) && (record.totalCount === undefined || record.totalCount === 0);
}

/** A document the schema itself refused: a bug of this test's generator, never a refusal of the attack. */
const invalidDocument = (answer: Answer) => answer.errors.some((error) => ['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED'].includes(error.extensions?.code ?? ''));

/**
 * Refused because of the id: an error on the field (or above it), a userError on the id's own argument (or
 * NOT_FOUND / FORBIDDEN), or an empty answer. A userError about anything else would not show the id was refused.
 */
function refused(site: IdSite, answer: Answer): boolean {
  const fieldPath = [...site.path, site.field.name].join('.');
  const errorPath = (error: Answer['errors'][number]) => (error as { path?: (string | number)[] }).path?.join('.');
  if (answer.errors.some((error) => errorPath(error) === undefined || fieldPath.startsWith(errorPath(error) ?? ''))) return true;
  const value = answerAt(site, answer);
  const userErrors = value !== null && typeof value === 'object' ? (value as { userErrors?: { field?: string | null; code?: string }[] }).userErrors : undefined;
  const idArgument = site.argPath.at(-1);
  if (userErrors?.some((error) => error.field === idArgument || error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN') === true) return true;
  return isEmpty(value);
}

describe('cross-member and cross-tree ids on every id-taking field', () => {
  let stack: GatewayStack;
  const sessions = new Map<string, string>();
  const before = new Map<string, string>();
  const attackerBalances = new Map<string, string>();
  let stolen: Stolen[] = [];

  const sessionOf = (account: string) => sessions.get(account) ?? '';
  const harvest = async (victim: string) => ask(stack, { session: sessionOf(victim), query: HARVEST[victim] ?? '' });
  const balanceOf = async (account: string) => (await ask<{ viewer: { wallet: { mainBalance: string } } }>(stack, { session: sessionOf(account), query: '{ viewer { wallet { mainBalance } } }' })).data?.viewer.wallet.mainBalance ?? 'unknown';

  beforeAll(async () => {
    stack = await startGatewayStack({ env: WIDE_LIMITS });
    // A withdrawal of player01's awaiting confirmation: the one kind of object the seed does not already hold.
    await stack.control('POST', '/agency/withdrawals', { account: 'player01', amount: 500 });
    for (const account of new Set(Object.values(PARTIES).flatMap((party) => [party.victim, party.attacker]))) sessions.set(account, await stack.login(account));
    for (const victim of Object.keys(HARVEST)) {
      const answer = await harvest(victim);
      expect(answer.errors, answer.raw).toEqual([]);
      before.set(victim, answer.raw);
      stolen.push(...stolenFrom(answer.data));
    }
    // The victims' own account names are theirs too.
    stolen = stolen.map((item) => ({ ...item, markers: [...new Set([...item.markers, PARTIES[item.kind].victim])] }));
    for (const attacker of new Set(Object.values(PARTIES).map((party) => party.attacker))) attackerBalances.set(attacker, await balanceOf(attacker));
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('every id-taking field of the schema is attacked here or listed as taking shared ids', () => {
    const neither = [...sites.map((site) => site.name).filter((name) => SHARED_IDS[name] === undefined && kindOf(sites.find((site) => site.name === name) as IdSite) === undefined), ...unreachable];
    expect(neither, 'fields that take an id but are neither attacked nor listed in SHARED_IDS with a reason').toEqual([]);
    const stale = Object.keys({ ...SHARED_IDS, ...KIND_BY_SITE }).filter((name) => !sites.some((site) => site.name === name));
    expect(stale, 'listed fields the schema no longer has').toEqual([]);
  });

  it('every Node type is private and attacked, or listed as shared', () => {
    const kinds = new Set(stolen.map((item) => item.kind));
    const missing = nodeTypes(schema).filter((type) => SHARED_NODE_TYPES[type] === undefined && !kinds.has(type as Kind));
    expect(missing, 'Node types with no stolen id to try and no reason to be shared').toEqual([]);
  });

  for (const site of sites) {
    const kind = kindOf(site);
    if (kind === undefined) continue;
    it(`${site.name}: another member's ${kind === 'any private node' ? 'objects' : kind} ids answer nothing of theirs`, async () => {
      const targets = kind === 'any private node' ? stolen : stolen.filter((item) => item.kind === kind);
      const byKind = new Map<Kind, Stolen[]>();
      for (const item of targets) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
      expect(byKind.size, `no ${kind} id could be read from the victims' pages`).toBeGreaterThan(0);
      let tries = 0;
      const accepted: string[] = [];
      const leaked: string[] = [];
      for (const [itemKind, items] of byKind) {
        const attacker = sessionOf(PARTIES[itemKind].attacker);
        const chosen = items.slice(0, MAX_IDS_PER_KIND);
        // A list-taking field gets them all at once as well as one by one.
        const sends = site.list ? [...chosen.map((item) => [item]), chosen] : chosen.map((item) => [item]);
        for (const send of sends) {
          const ids = send.map((item) => item.id);
          const answer = await ask(stack, { session: attacker, ...documentFor(schema, site, site.list ? ids : (ids[0] as string), INPUTS, itemKind) });
          tries++;
          expect(invalidDocument(answer), `the generated document is invalid: ${answer.raw.slice(0, 300)}`).toBe(false);
          if (!refused(site, answer)) accepted.push(`${itemKind} ${ids.join(',')}: ${answer.raw.slice(0, 300)}`);
          const markers = send.flatMap((item) => item.markers).filter((marker) => answer.raw.includes(marker));
          if (markers.length > 0) leaked.push(`${itemKind} ${ids.join(',')}: ${markers.join(', ')}`);
        }
      }
      recordAttack({ attack: `foreign ids: ${site.name}`, tries, refused: tries - accepted.length, moneyMoved: '0.00', dataLeaked: leaked.length });
      expect(leaked, 'answers that carried the owner\'s data').toEqual([]);
      expect(accepted, 'answers that took another member\'s id').toEqual([]);
    });
  }

  it('controls: the owners\' own ids, through the same query documents, are answered with their data', async () => {
    const unanswered: string[] = [];
    for (const site of sites.filter((candidate) => candidate.root === 'query' && kindOf(candidate) !== undefined)) {
      const kind = kindOf(site);
      const kinds: Kind[] = kind === 'any private node' ? ['InboxMessage', 'DepositOrder', 'Contract', 'ReceivingAccount', 'WithdrawalConfirmation'] : kind === undefined ? [] : [kind];
      for (const itemKind of kinds) {
        let answered = false;
        for (const item of stolen.filter((candidate) => candidate.kind === itemKind)) {
          const answer = await ask(stack, { session: sessionOf(PARTIES[itemKind].victim), ...documentFor(schema, site, site.list ? [item.id] : item.id, INPUTS, itemKind) });
          answered ||= !refused(site, answer) && item.markers.some((marker) => answer.raw.includes(marker));
        }
        if (!answered) unanswered.push(`${site.name} ${itemKind}`);
      }
    }
    expect(unanswered, 'fields that refused the owner every one of its own ids: their attacks prove nothing').toEqual([]);
  });

  it('after every attempt, nothing of the owners changed and no attacker\'s money moved', async () => {
    const changed: string[] = [];
    for (const victim of Object.keys(HARVEST)) {
      const after = await harvest(victim);
      if (after.raw !== before.get(victim)) changed.push(`${victim}:\n${before.get(victim)}\n${after.raw}`);
    }
    let movedCents = 0;
    for (const [attacker, balance] of attackerBalances) movedCents += Math.abs(Math.round((Number(await balanceOf(attacker)) - Number(balance)) * 100));
    recordAttack({ attack: 'foreign ids: owners\' objects and attackers\' money afterwards', tries: 0, refused: 0, moneyMoved: centsMoved(movedCents), dataLeaked: 0 });
    expect(changed).toEqual([]);
    expect(movedCents).toBe(0);
  });
});
