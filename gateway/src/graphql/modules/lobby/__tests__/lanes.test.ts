import { describe, expect, it } from 'vitest';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';

const LANES = /* GraphQL */ `
  query Lanes { gameLanes { category classifications vendors { code category opensGameList maintenance } } }
`;

interface LanesData {
  gameLanes: { category: string; classifications: string[]; vendors: { code: string; category: string; opensGameList: boolean; maintenance: boolean }[] }[];
}

const codesOf = (data: LanesData | null | undefined, category: string) =>
  data?.gameLanes.find((lane) => lane.category === category)?.vendors.map((vendor) => vendor.code);

describe('gameLanes', () => {
  const stack = useGatewayStack();

  it('splits e-sports and cockfight out of SPORTS and follows the navigation order', async () => {
    const { body } = await stack.gql<LanesData>(LANES);
    expect(body.errors).toBeUndefined();
    expect(body.data?.gameLanes.map((lane) => lane.category)).toEqual(['RNG', 'FISH', 'LIVE', 'PVP', 'COCKFIGHT', 'ESPORTS', 'SPORTS', 'ELOTT', 'LOTT']);
    expect(codesOf(body.data, 'ESPORTS')).toEqual(['IMES', 'TF', 'IA']);
    expect(codesOf(body.data, 'COCKFIGHT')).toEqual(['WS168', 'SV3', 'DS88']);
    expect(codesOf(body.data, 'SPORTS')).toEqual(['FB', 'SABA', 'CMD', 'BTI']);
    const lane = (category: string) => body.data?.gameLanes.find((l) => l.category === category);
    expect(lane('ESPORTS')?.classifications).toEqual(['ESPORTS']);
    expect(lane('COCKFIGHT')?.classifications).toEqual(['COCKFIGHT']);
    expect(lane('SPORTS')?.classifications).toEqual(['SPORTS']);
    expect(lane('ESPORTS')?.vendors.every((vendor) => vendor.category === 'ESPORTS')).toBe(true);
  });

  it('marks VASSALAGE vendors and vendors under maintenance', async () => {
    const { body } = await stack.gql<LanesData>(LANES);
    const vendors = body.data?.gameLanes.flatMap((lane) => lane.vendors) ?? [];
    expect(vendors.filter((vendor) => vendor.opensGameList).map((vendor) => vendor.code).sort()).toEqual(['KY', 'NETENT', 'PT']);
    expect(vendors.filter((vendor) => vendor.maintenance).map((vendor) => vendor.code).sort()).toEqual(['BTI', 'RTG']);
  });
});

describe('gameLanes with configured vendor lists', () => {
  const stack = useGatewayStack({ env: { ESPORTS_VENDORS: 'imes', COCKFIGHT_VENDORS: 'NOT_A_VENDOR' } });

  it('splits by the configured lists and leaves out a category without vendors', async () => {
    const { body } = await stack.gql<LanesData>(LANES);
    expect(body.data?.gameLanes.map((lane) => lane.category)).not.toContain('COCKFIGHT');
    expect(codesOf(body.data, 'ESPORTS')).toEqual(['IMES']);
    expect(codesOf(body.data, 'SPORTS')).toEqual(['FB', 'SABA', 'CMD', 'BTI', 'TF', 'IA', 'WS168', 'SV3', 'DS88']);
  });
});
