import { describe, expect, it } from 'vitest';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { errorCode } from '../../../../testing/graphql-replies.js';

const LANES = /* GraphQL */ `{ gameLanes { category vendors { code page } } }`;
const PAGE = /* GraphQL */ `
  query VendorPage($category: GameCategory!, $page: String!, $vendor: String, $classification: String, $withVendor: Boolean!) {
    vendorByPage(category: $category, page: $page) { code page gameTypes { classification gameCount } }
    games(category: $category, vendorPage: $page, vendor: $vendor, classification: $classification, first: 100) @include(if: $withVendor) {
      totalCount edges { node { vendorCode classification } }
    }
  }
`;

interface PageData {
  vendorByPage: { code: string; page: string; gameTypes: { classification: string; gameCount: number }[] } | null;
  games?: { totalCount: number; edges: { node: { vendorCode: string; classification: string | null } }[] };
}

describe("a vendor by its /rng?page= key (which is not its code)", () => {
  const stack = useGatewayStack();

  it('finds the vendor and filters its games by the key, in one request', async () => {
    const lanes = (await stack.gql<{ gameLanes: { category: string; vendors: { code: string; page: string | null }[] }[] }>(LANES)).body.data?.gameLanes ?? [];
    const pg = lanes.find((lane) => lane.category === 'RNG')?.vendors.find((vendor) => vendor.code === 'PG');
    expect(pg?.page).toBe('pg-slots');

    const { body } = await stack.gql<PageData>(PAGE, { category: 'RNG', page: 'pg-slots', withVendor: true });
    expect(body.errors).toBeUndefined();
    expect(body.data?.vendorByPage?.code).toBe('PG');
    expect(body.data?.games?.totalCount).toBe(26);
    expect(body.data?.games?.edges.every(({ node }) => node.vendorCode === 'PG')).toBe(true);
    // Its type tabs count what the list by key holds.
    const types = body.data?.vendorByPage?.gameTypes ?? [];
    expect(types.reduce((sum, type) => sum + type.gameCount, 0)).toBe(26);

    const [tab] = types;
    const filtered = await stack.gql<PageData>(PAGE, { category: 'RNG', page: 'PG-SLOTS', classification: tab?.classification, withVendor: true });
    expect(filtered.body.data?.games?.totalCount).toBe(tab?.gameCount);
    expect(filtered.body.data?.games?.edges.every(({ node }) => node.vendorCode === 'PG' && node.classification === tab?.classification)).toBe(true);
  });

  it('does not take the code for a key, nor a key of another category, nor both filters at once', async () => {
    const byCode = await stack.gql<PageData>(PAGE, { category: 'RNG', page: 'pg', withVendor: false });
    expect(byCode.body.data?.vendorByPage).toBeNull();
    expect(errorCode(await stack.gql(PAGE, { category: 'RNG', page: 'pg', withVendor: true }))).toBe('BAD_USER_INPUT');
    expect((await stack.gql<PageData>(PAGE, { category: 'LIVE', page: 'pg-slots', withVendor: false })).body.data?.vendorByPage).toBeNull();
    expect(errorCode(await stack.gql(PAGE, { category: 'RNG', page: 'pg-slots', vendor: 'PG', withVendor: true }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await stack.gql(PAGE, { category: 'RNG', page: 'pg;drop', withVendor: false }))).toBe('BAD_USER_INPUT');
  });
});
