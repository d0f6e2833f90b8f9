import { beforeEach, describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';
import { errorCode, newKey } from '../../../../testing/money-fixtures.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const promotionId = (id: number) => Buffer.from(`Promotion:${id}`).toString('base64url');

const STATES = `{ promotions { id claimMode ticketKind minVipLevel maxVipLevel rules memberState } }`;
const CLAIM = /* GraphQL */ `
  mutation Claim($input: ClaimRafflePromotionInput!) {
    claimRafflePromotion(input: $input) {
      claim { id ticketKind prize rewardId claimedAt promotion { title memberState } }
      viewer { counts { rewards } }
      userErrors { code }
    }
  }
`;
const APPLY = /* GraphQL */ `
  mutation Apply($input: ApplyPromotionInput!) {
    applyPromotion(input: $input) {
      application { id promotionTitle comment imageCount status promotion { memberState } }
      userErrors { field code details { maxLength maxFiles maxBytes } }
    }
  }
`;
const APPLICATIONS = `query($filter: PromotionApplicationFilter) { viewer { promotionApplications(first: 10, filter: $filter) { totalCount edges { node { promotionTitle status imageCount comment } } } } }`;

interface Promotion {
  id: string;
  claimMode: string | null;
  ticketKind: string | null;
  memberState: string | null;
}
interface ClaimReply {
  claimRafflePromotion: {
    claim: { ticketKind: string; prize: string; rewardId: string | null; promotion: { title: string; memberState: string | null } | null } | null;
    viewer: { counts: { rewards: number } } | null;
    userErrors: { code: string }[];
  };
}
type ApplyReply = {
  applyPromotion: {
    application: { promotionTitle: string; comment: string | null; imageCount: number; status: string; promotion: { memberState: string | null } | null } | null;
    userErrors: { field: string | null; code: string; details: Record<string, number | null> | null }[];
  };
};

const localId = (id: string) => Buffer.from(id, 'base64url').toString('utf8').replace('Promotion:', '');

describe('promotions a member acts on', () => {
  const stack = useGatewayStack({}, { reset: true });
  let session: string;
  beforeEach(async () => {
    session = await stack.login();
    await stack.control('DELETE', '/calls');
  });

  const statesOf = async (opts: { session?: string } = {}) => {
    const reply = await stack.gql<{ promotions: Promotion[] }>(STATES, undefined, opts);
    expect(reply.body.errors).toBeUndefined();
    return Object.fromEntries((reply.body.data?.promotions ?? []).map((promotion) => [localId(promotion.id), promotion]));
  };
  const claim = (id: number, key = newKey()) => stack.gql<ClaimReply>(CLAIM, { input: { promotionId: promotionId(id), idempotencyKey: key } }, { session });
  const apply = (input: Record<string, unknown>, files: { name: string; bytes: Buffer }[] = []) => {
    const variables = { input: { promotionId: promotionId(3002), idempotencyKey: newKey(), ...input, ...(files.length > 0 ? { proofImages: files.map(() => null) } : {}) } };
    return files.length === 0
      ? stack.gql<ApplyReply>(APPLY, variables, { session })
      : stack.upload<ApplyReply>(APPLY, variables, files.map((file, i) => ({ path: `variables.input.proofImages.${i}`, ...file })), { session });
  };

  it('gives each card the member state and its way of taking part; visitors see no state', async () => {
    const mine = await statesOf({ session });
    expect(mine['3001']).toMatchObject({ claimMode: 'AUTO', memberState: 'JOINED' });
    expect(mine['3002']).toMatchObject({ claimMode: 'APPLY', memberState: 'JOIN' });
    expect(mine['3004']).toMatchObject({ claimMode: 'RAFFLE', ticketKind: 'PRIZE_WHEEL', maxVipLevel: 1, memberState: 'CLAIM' });
    expect(mine['3005']).toMatchObject({ memberState: 'NOT_ELIGIBLE', minVipLevel: 3 });
    expect(mine['3006']).toMatchObject({ ticketKind: 'RED_ENVELOPE', memberState: 'CLOSED' });
    expect(await stack.upstreamCalls(callKey(calls.memberPromotionStates))).toBeGreaterThanOrEqual(1);

    await stack.control('DELETE', '/calls');
    const visitor = await statesOf();
    expect(Object.values(visitor).map((promotion) => promotion.memberState)).toEqual([null, null, null, null, null, null]);
    expect(visitor['3004']?.ticketKind).toBe('PRIZE_WHEEL');
    // The details are public and cached: a visitor's page asks the platform nothing about member states.
    expect(await stack.upstreamCalls(callKey(calls.memberPromotionStates))).toBe(0);
  });

  it('claims a raffle ticket: the answer says what was won, the prize waits in the reward centre, and the card says claimed', async () => {
    const reply = await claim(3004);
    expect(reply.body.errors).toBeUndefined();
    const answer = reply.body.data?.claimRafflePromotion;
    expect(answer?.userErrors).toEqual([]);
    expect(answer?.claim).toMatchObject({ ticketKind: 'PRIZE_WHEEL', promotion: { title: expect.any(String), memberState: 'CLAIMED' } });
    expect(Number(answer?.claim?.prize)).toBeGreaterThan(0);
    expect(answer?.claim?.rewardId).not.toBeNull();
    const centre = await stack.gql<{ viewer: { rewardCentre: { edges: { node: { id: string; amount: string } }[] } } }>(
      `{ viewer { rewardCentre(first: 1, status: UNCLAIMED) { edges { node { id amount } } } } }`,
      undefined,
      { session },
    );
    expect(centre.body.data?.viewer.rewardCentre.edges[0]?.node).toEqual({ id: answer?.claim?.rewardId, amount: answer?.claim?.prize });
  });

  it('answers a retried claim with the first answer and one platform call; a second ticket is refused, typed', async () => {
    const key = newKey();
    const first = await claim(3004, key);
    const again = await claim(3004, key);
    expect(again.body.data?.claimRafflePromotion.claim).toEqual(first.body.data?.claimRafflePromotion.claim);
    expect(await stack.upstreamCalls(callKey(calls.claimRafflePromotion))).toBe(1);
    expect((await claim(3004)).body.data?.claimRafflePromotion.userErrors.map((error) => error.code)).toEqual(['ALREADY_CLAIMED']);
  });

  it('turns every refusal of a claim into a code the web localises', async () => {
    expect((await claim(3006)).body.data?.claimRafflePromotion.userErrors.map((error) => error.code)).toEqual(['ENDED']);
    expect((await claim(3002)).body.data?.claimRafflePromotion.userErrors.map((error) => error.code)).toEqual(['WRONG_CLAIM_MODE']);
    expect((await claim(9999)).body.data?.claimRafflePromotion.userErrors.map((error) => error.code)).toEqual(['NOT_FOUND']);
    const vip = await stack.login('vip01');
    const tooHigh = await stack.gql<ClaimReply>(CLAIM, { input: { promotionId: promotionId(3004), idempotencyKey: newKey() } }, { session: vip });
    expect(tooHigh.body.data?.claimRafflePromotion.userErrors.map((error) => error.code)).toEqual(['NOT_ELIGIBLE']);
  });

  it('applies with a comment and two images, then shows the application under review', async () => {
    const reply = await apply({ comment: 'Nạp 200.000 lúc 10:00' }, [
      { name: 'a.png', bytes: PNG },
      { name: 'b.jpg', bytes: JPEG },
    ]);
    expect(reply.status).toBe(200);
    expect(reply.body.data?.applyPromotion).toMatchObject({
      application: { comment: 'Nạp 200.000 lúc 10:00', imageCount: 2, status: 'PENDING', promotion: { memberState: 'APPLYING' } },
      userErrors: [],
    });
    const list = await stack.gql<{ viewer: { promotionApplications: { edges: { node: { status: string; imageCount: number } }[] } } }>(
      APPLICATIONS,
      { filter: { promotionId: promotionId(3002), status: 'PENDING' } },
      { session },
    );
    expect(list.body.data?.viewer.promotionApplications.edges.map((edge) => edge.node)).toEqual([
      expect.objectContaining({ status: 'PENDING', imageCount: 2, comment: 'Nạp 200.000 lúc 10:00' }),
    ]);
    expect((await apply({ comment: 'lần nữa' })).body.data?.applyPromotion.userErrors.map((error) => error.code)).toEqual(['ALREADY_APPLIED']);
  });

  it('refuses a 141-character comment, a fourth image and a picture that is not one, with no platform call', async () => {
    const long = await apply({ comment: 'x'.repeat(141) });
    expect(long.body.data?.applyPromotion.userErrors).toEqual([{ field: 'comment', code: 'TOO_LONG', details: { maxLength: 140, maxFiles: null, maxBytes: null } }]);
    const four = await apply({ comment: 'ok' }, [1, 2, 3, 4].map((i) => ({ name: `p${i}.png`, bytes: PNG })));
    expect(four.status).toBe(413);
    expect(errorCode(four)).toBe('BAD_USER_INPUT');
    const text = await apply({}, [{ name: 'proof.png', bytes: Buffer.from('only words') }]);
    expect(text.body.data?.applyPromotion.userErrors.map((error) => [error.field, error.code])).toEqual([['proofImages.0', 'UNSUPPORTED_FILE_TYPE']]);
    expect(await stack.upstreamCalls(callKey(calls.applyPromotion))).toBe(0);
    // 140 characters, counted as a reader counts them (Vietnamese letters with marks are one each).
    const exact = await apply({ comment: 'ử'.repeat(140) });
    expect(exact.body.data?.applyPromotion.userErrors).toEqual([]);
  });

  it('lists the member applications, newest first, with the review', async () => {
    const list = await stack.gql<{ viewer: { promotionApplications: { totalCount: number; edges: { node: { status: string } }[] } } }>(APPLICATIONS, {}, { session });
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data?.viewer.promotionApplications.edges[0]?.node.status).toBe('APPROVED');
  });
});
