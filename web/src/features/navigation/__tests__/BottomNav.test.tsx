import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createCache } from '../../../lib/apollo/cache';
import { renderWithProviders } from '../../../test/render';
import { BottomNav, BottomNavQueryFragment } from '../components/BottomNav';
import { dropdownVendors } from '../vendor-menu';
import { vendorEntryPath, vendorPath } from '../category-paths';

const vendor = (code: string, isHot = false) => ({
  __typename: 'Vendor',
  id: `V-${code}`,
  code,
  name: `${code} Games`,
  isHot,
  page: code.toLowerCase(),
});

const slotCodes = ['PG', 'JILI', 'PP', 'CQ9', 'JDB', 'FC', 'KA', 'MG', 'HB', 'NETENT', 'PT', 'SG', 'RTG'];

function renderNav(lanes: Array<{ category: string; vendors: ReturnType<typeof vendor>[] }>) {
  const cache = createCache();
  cache.writeFragment({
    id: 'ROOT_QUERY',
    fragment: BottomNavQueryFragment,
    fragmentName: 'BottomNav_query',
    data: { __typename: 'Query', gameLanes: lanes.map((lane) => ({ __typename: 'GameLane', ...lane })) } as never,
  });
  return renderWithProviders(
    <MemoryRouter>
      <BottomNav />
    </MemoryRouter>,
    { cache },
  );
}

describe('BottomNav', () => {
  it('lists home, the categories that have vendors, promotions, VIP and app download', () => {
    renderNav([
      { category: 'RNG', vendors: slotCodes.map((code, index) => vendor(code, index < 3)) },
      { category: 'FISH', vendors: [vendor('JILIFISH', true), vendor('JDBFISH')] },
      { category: 'ELOTT', vendors: [] },
    ]);
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    const entries = nav.getAllByRole('link').filter((link) => link.closest('[role="group"]') === null);
    expect(entries.map((link) => link.textContent)).toEqual(['Home', 'Slots', 'Fishing', 'Promotions', 'VIP', 'App download']);
    expect(nav.getByRole('link', { name: 'Slots' }).getAttribute('href')).toBe('/rng');
    expect(nav.getByRole('link', { name: 'VIP' }).getAttribute('href')).toBe('/member/playerRank');
    expect(screen.queryByTestId('nav-category-ELOTT')).toBeNull();
  });

  it('shows at most 11 vendors with hot badges, and More exactly when 11 are shown', () => {
    renderNav([
      { category: 'RNG', vendors: slotCodes.map((code, index) => vendor(code, index < 3)) },
      { category: 'FISH', vendors: [vendor('JILIFISH', true), vendor('JDBFISH')] },
    ]);
    const slots = screen.getByTestId('nav-dropdown-RNG');
    expect(within(slots).getAllByRole('listitem')).toHaveLength(11);
    expect(within(slots).getAllByTestId('hot-badge')).toHaveLength(3);
    expect(within(slots).getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/rng');
    expect(within(slots).getByRole('link', { name: /^PG Games/ }).getAttribute('href')).toBe('/rng?page=pg');
    expect(slots.getAttribute('data-centred')).toBe('false');

    const fishing = screen.getByTestId('nav-dropdown-FISH');
    expect(within(fishing).queryByRole('link', { name: 'More' })).toBeNull();
    expect(fishing.getAttribute('data-centred')).toBe('true');
    // Every vendor but a slot vendor opens its game (spec 000 §2): its launch page.
    expect(within(fishing).getByRole('link', { name: /^JDBFISH Games/ }).getAttribute('href')).toBe('/seamless?vendor=JDBFISH');
    expect(fishing.getAttribute('aria-label')).toBe('Fishing providers');
  });
});

describe('vendor menu rules', () => {
  it('shows More exactly at 11 and drops centring from 6', () => {
    const count = (n: number) => dropdownVendors(Array.from({ length: n }, (_, i) => i));
    expect(count(5)).toMatchObject({ showMore: false, centred: true });
    expect(count(6)).toMatchObject({ showMore: false, centred: false });
    expect(count(10)).toMatchObject({ showMore: false, centred: false });
    expect(count(11)).toMatchObject({ showMore: true, centred: false });
    expect(count(13).shown).toHaveLength(11);
    expect(count(13).showMore).toBe(true);
  });

  it("builds a vendor's category link, falling back to its code", () => {
    expect(vendorPath('RNG', { code: 'PG', page: 'pg' })).toBe('/rng?page=pg');
    expect(vendorPath('COCKFIGHT', { code: 'DS88', page: null })).toBe('/ds88?page=ds88');
    expect(vendorPath('LOTT', { code: 'TCG_SEA', page: 'tcg sea' })).toBe('/lott?page=tcg+sea');
  });

  it('launches a vendor from the dropdown: slots by their tab, FB by /fbsports, lotteries by provider', () => {
    expect(vendorEntryPath('RNG', { code: 'PG', page: 'pg' })).toBe('/rng?page=pg');
    expect(vendorEntryPath('SPORTS', { code: 'FB' })).toBe('/fbsports');
    expect(vendorEntryPath('SPORTS', { code: 'SABA' })).toBe('/seamless?vendor=SABA');
    expect(vendorEntryPath('LIVE', { code: 'EVO', page: 'evo' })).toBe('/seamless?vendor=EVO');
    expect(vendorEntryPath('LOTT', { code: 'TCG_SEA' })).toBe('/seaLottery');
    expect(vendorEntryPath('LOTT', { code: 'TCG_LOTTO_VN' })).toBe('/vnlottery');
    expect(vendorEntryPath('ELOTT', { code: 'TCG_ELOTT' })).toBe('/vnlottery');
  });
});
