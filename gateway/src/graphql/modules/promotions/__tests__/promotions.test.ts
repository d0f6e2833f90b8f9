import { describe, expect, it } from 'vitest';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { errorCode } from '../../../../testing/graphql-replies.js';

const PROMOTIONS = /* GraphQL */ `
  query Promotions($type: PromotionType) {
    promotions(type: $type) { id title content type badge state imageUrl startsAt endsAt }
    promotionTypes
  }
`;

interface Promotion {
  id: string;
  title: string;
  type: string | null;
  badge: string | null;
  state: string;
  imageUrl: string | null;
  startsAt: string | null;
}

describe('promotions', () => {
  const stack = useGatewayStack();

  const localId = (id: string) => Buffer.from(id, 'base64url').toString('utf8');

  it('joins PR announcements with their details: type, badge, state, picture', async () => {
    const { body } = await stack.gql<{ promotions: Promotion[]; promotionTypes: string[] }>(PROMOTIONS);
    expect(body.errors).toBeUndefined();
    const promotions = body.data?.promotions ?? [];
    expect(promotions.map((p) => localId(p.id))).toEqual(['Promotion:3001', 'Promotion:3002', 'Promotion:3003', 'Promotion:3004', 'Promotion:3005', 'Promotion:3006']);
    expect(promotions[1]).toMatchObject({ type: 'DEPOSIT', badge: 'DAILY', state: 'ACTIVE' });
    expect(promotions[1]?.imageUrl).toBe(`${stack.sandbox.url}/__sandbox/cdn/1/__sandbox/assets/banners/5001.png`);
    expect(promotions[5]).toMatchObject({ type: 'LOTT', state: 'ENDED' });
    expect(body.data?.promotionTypes).toEqual(['OTHERS', 'LOTT', 'REBATE', 'RANKING', 'DEPOSIT', 'NEWBIE']);
  });

  it('filters by type, and refuses a type the schema does not know before any work', async () => {
    const deposit = await stack.gql<{ promotions: Promotion[] }>(PROMOTIONS, { type: 'DEPOSIT' });
    expect(deposit.body.data?.promotions.map((p) => p.title)).toHaveLength(1);
    expect(deposit.body.data?.promotions[0]?.type).toBe('DEPOSIT');
    const none = await stack.gql<{ promotions: Promotion[] }>(PROMOTIONS, { type: 'SPORTS' });
    expect(none.body.data?.promotions).toEqual([]);
    for (const type of ['deposit', 'DEPOSIT OR 1=1']) expect(errorCode(await stack.gql(PROMOTIONS, { type }))).toBe('BAD_USER_INPUT');
  });
});
