import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { categoryMocks, chosenVendor, game, gamePage, lane, shellResult, vendor } from './lobby-fixtures';


const base = { first: 20, games: true, withVendor: false };
// Every category in these tests has a banner group of its own name.
const request = (variables: Record<string, unknown>) => ({ ...base, withBanners: true, bannerGroup: variables.category, ...variables });

const firstPage = Array.from({ length: 20 }, (_, index) => game(`R2FtZTo${index}`, `Slot ${index + 1}`));
const lastPage = [game('R2FtZTo20', 'Slot 21'), game('R2FtZTo21', 'Slot 22')];

describe('category pages', () => {
  it('renders vendor and classification tabs and the first page from one request', async () => {
    const { requests } = renderApp('/rng', [
      ...categoryMocks(request({ category: 'RNG' }), { data: { ...shellResult(null), games: gamePage(firstPage, { total: 22, hasNextPage: true }) } }),
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    const vendors = screen.getByRole('tablist', { name: 'Vendors' });
    expect(within(vendors).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All vendors',
      'PG Slots',
      'JILI Slots',
      'NetEnt Slots',
    ]);
    // The slots tabs in lobby order; no bingo tab when the site does not speak Tagalog.
    const types = screen.getByRole('tablist', { name: 'Game types' });
    expect(within(types).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All types',
      'Slots',
      'Jackpot',
      'Table games',
      'Arcade',
    ]);
    expect(screen.getAllByTestId('game-tile')).toHaveLength(20);
    expect(screen.getByTestId('game-count').textContent).toBe('Showing 20 of 22');
    expect(requests.map((entry) => entry.name)).toEqual(['CategoryRoute', 'CategoryMember']);
  });

  it('loads more until the list ends', async () => {
    const { requests } = renderApp('/rng', [
      ...categoryMocks(request({ category: 'RNG' }), { data: { ...shellResult(null), games: gamePage(firstPage, { total: 22, hasNextPage: true }) } }),
      ...categoryMocks(request({ category: 'RNG', after: 'cursor-19' }), { data: { ...shellResult(null), games: gamePage(lastPage, { total: 22, offset: 20 }) } }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(22));
    expect(screen.getByRole('button', { name: 'Play Slot 22' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByTestId('game-list-end').textContent).toBe('You have seen all the games.');
    expect(requests.filter((entry) => entry.name === 'CategoryRoute').map((entry) => entry.variables.after)).toEqual([undefined, 'cursor-19']);
  });

  it("filters by vendor by its ?page= key (not its code), then by the vendor's own types and by name", async () => {
    const pg = chosenVendor('PG', 'PG Slots', [
      ['SLOT', 'Slots', 18],
      ['JP', 'Jackpot', 8],
    ]);
    const byPage = { vendorPage: 'pg-tab', withVendor: true };
    const { router, requests } = renderApp('/rng?tab=JP', [
      ...categoryMocks(request({ category: 'RNG', classification: 'JP' }), { data: { ...shellResult(null), games: gamePage(firstPage.slice(0, 3)) } }),
      ...categoryMocks(request({ category: 'RNG', ...byPage }), { data: { ...shellResult(null), vendorByPage: pg, games: gamePage(firstPage, { total: 26, hasNextPage: true }) } }),
      ...categoryMocks(request({ category: 'RNG', ...byPage, classification: 'JP' }), { data: { ...shellResult(null), vendorByPage: pg, games: gamePage([game('R2FtZTo5', 'Jungle Jackpot')], { total: 8 }) } }),
      ...categoryMocks(request({ category: 'RNG', ...byPage, classification: 'JP', search: 'zzz' }), { data: { ...shellResult(null), vendorByPage: pg, games: gamePage([]) } }),
    ]);
    // A new vendor starts on all of its own types, listed with their counts.
    fireEvent.click(await screen.findByRole('tab', { name: 'PG Slots' }));
    const types = await screen.findByRole('tablist', { name: 'Game types of PG Slots' });
    expect(router.state.location.search).toBe('?page=pg-tab');
    expect(within(types).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All types (26)', 'Slots (18)', 'Jackpot (8)']);
    expect(within(types).getByRole('tab', { name: 'All types (26)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'PG Slots' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(within(types).getByRole('tab', { name: 'Jackpot (8)' }));
    expect(await screen.findByRole('button', { name: 'Play Jungle Jackpot' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=pg-tab&tab=JP');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Jackpot (8)' }).getAttribute('aria-selected')).toBe('true'));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: ' zzz ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByTestId('game-list-empty')).textContent).toBe('No games match “zzz”.');
    expect(router.state.location.search).toBe('?page=pg-tab&tab=JP&q=zzz');
    expect(requests.map((entry) => entry.name)).toEqual(['CategoryRoute', 'CategoryMember', 'CategoryRoute', 'CategoryRoute', 'CategoryRoute']);
    expect(requests.every((entry) => !('vendor' in entry.variables))).toBe(true);
  });

  it("opens on a vendor's ?page= key with its type tabs, from one request", async () => {
    const pg = chosenVendor('PG', 'PG Slots', [
      ['SLOT', 'Slots', 18],
      ['JP', 'Jackpot', 8],
    ]);
    const { requests } = renderApp('/rng?page=pg-tab&tab=SLOT', [
      ...categoryMocks(request({ category: 'RNG', vendorPage: 'pg-tab', withVendor: true, classification: 'SLOT' }), { data: { ...shellResult(null), vendorByPage: pg, games: gamePage(firstPage.slice(0, 18)) } }),
    ]);
    const types = await screen.findByRole('tablist', { name: 'Game types of PG Slots' });
    expect(within(types).getByRole('tab', { name: 'Slots (18)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByTestId('game-tile')).toHaveLength(18);
    expect(requests.map((entry) => entry.name)).toEqual(['CategoryRoute', 'CategoryMember']);
  });

  it('shows the live table categories, and a bingo tab only where Tagalog is spoken', async () => {
    renderApp('/live', [
      ...categoryMocks(request({ category: 'LIVE' }), { data: { ...shellResult(null), games: gamePage([]) } }),
    ]);
    const types = await screen.findByRole('tablist', { name: 'Game types' });
    expect(within(types).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All types',
      'Baccarat',
      'Sic bo',
      'Roulette',
      'Dragon tiger',
      'Blackjack',
      'Three-card poker',
      'Xoc dia',
      'Fan tan',
      'Niu niu',
      'Fish prawn crab',
      'Zha jin hua',
    ]);
    expect(screen.getByTestId('game-list-empty').textContent).toBe('There are no games in this list.');
  });

  it('offers the bingo tab when the site supports Tagalog', async () => {
    const rng = lane('RNG', [vendor('PG', 'PG Slots', 'RNG')], ['SLOT', 'BINGO']);
    renderApp('/rng', [
      ...categoryMocks(request({ category: 'RNG' }), { data: { ...shellResult(null, [rng], ['VI', 'EN', 'TL']), games: gamePage([]) } }),
    ]);
    const types = await screen.findByRole('tablist', { name: 'Game types' });
    expect(within(types).getByRole('tab', { name: 'Bingo' })).toBeTruthy();
  });

  it('says so when a category has no vendors', async () => {
    renderApp('/elott', [
      ...categoryMocks(request({ category: 'ELOTT' }), { data: { ...shellResult(null), games: gamePage([]) } }),
    ]);
    expect((await screen.findByTestId('category-unavailable')).textContent).toBe('This category has no games at the moment.');
    expect(screen.queryByRole('tablist', { name: 'Vendors' })).toBeNull();
  });
});
