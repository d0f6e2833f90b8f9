import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { GameActionsQueryFragment } from '../../../../features/lobby/components/GameActionsProvider';
import { HomeLobbyQueryFragment } from '../../../../features/lobby/components/HomeLobby';
import { createCache } from '../../../../lib/apollo/cache';
import { aliceViewer, writeShell } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { HomeWinnersRefreshDocument } from '../../../../gql/graphql';
import { HomeLobbySection } from '../HomeLobbySection';
import { WINNERS_POLL_MS, WINNERS_POLL_STORAGE_KEY, winnersPollInterval } from '../HomeLobbySection.poll';
import { game } from './lobby-fixtures';

const latest = [
  { __typename: 'Winner', player: 'th***en', gameName: 'Jade Tiger', amount: '117810.00' },
  { __typename: 'Winner', player: 'va***am', gameName: 'Jungle Temple', amount: '5630.5' },
];
const biggest = [{ __typename: 'Winner', player: 'mi***hu', gameName: 'Golden Dragon', amount: '250000.00' }];
const boardRows = () => within(screen.getByTestId('winners')).getAllByRole('row').map((row) => row.textContent);

afterEach(() => {
  window.localStorage.clear();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

function renderHomeLobby(locale: 'en' | 'vi' = 'en', mocks: MockLink.MockedResponse[] = []) {
  const cache = createCache();
  writeShell(cache, aliceViewer);
  // A member with one favourite: the hearts come from the member's ids, not from the (shared) game lists.
  cache.writeFragment({
    id: 'ROOT_QUERY',
    fragment: GameActionsQueryFragment,
    fragmentName: 'GameActions_query',
    data: { viewer: { ...aliceViewer, favouriteGameIds: ['R2FtZTo1MDE'] } } as never,
  });
  cache.writeFragment({
    id: 'ROOT_QUERY',
    fragment: HomeLobbyQueryFragment,
    fragmentName: 'HomeLobby_query',
    data: {
      __typename: 'Query',
      hotGames: [
        game('R2FtZToxMDE', 'Jungle Wheel', { isHot: true }),
        game('R2FtZToyMDE', 'Baccarat 1', { category: 'LIVE', vendorCode: 'EVO', vendorName: 'Evolution Casino' }),
      ],
      popularGames: [
        game('R2FtZTo1MDE', 'Northern', { category: 'LOTT', vendorCode: 'TCG_LOTTO_VN', vendorName: 'Vietnam Lottery' }),
      ],
      winners: latest,
      biggestWins: biggest,
    } as never,
  });
  const router = createMemoryRouter([{ path: '/', element: <HomeLobbySection query={{ __typename: 'Query' } as never} /> }]);
  return renderWithProviders(<RouterProvider router={router} />, { cache, locale, mocks });
}

describe('home lobby', () => {
  it('shows hot games one category at a time, popular games and the latest winners', () => {
    renderHomeLobby();
    const hot = screen.getByTestId('hot-games');
    expect(within(hot).getByRole('button', { name: 'Play Jungle Wheel' })).toBeTruthy();
    expect(within(hot).queryByRole('button', { name: 'Play Baccarat 1' })).toBeNull();
    fireEvent.click(within(hot).getByRole('tab', { name: 'Live casino' }));
    expect(within(hot).getByRole('button', { name: 'Play Baccarat 1' })).toBeTruthy();

    const popular = screen.getByTestId('popular-games');
    expect(within(popular).getByRole('button', { name: 'Favourite Northern' }).getAttribute('aria-pressed')).toBe('true');

    expect(boardRows()).toEqual(['PlayerGamePrize', 'th***enJade Tiger117,810.00', 'va***amJungle Temple5,630.50']);
    fireEvent.click(within(screen.getByTestId('winners-boards')).getByRole('tab', { name: 'Biggest wins' }));
    expect(boardRows()).toEqual(['PlayerGamePrize', 'mi***huGolden Dragon250,000.00']);
  });

  it('follows the winners stream: a pushed win shows in place, marked new, with no request', async () => {
    window.localStorage.setItem(WINNERS_POLL_STORAGE_KEY, '1000');
    const fresh = { __typename: 'Winner', player: 'ng***nh', gameName: 'Lucky Koi', amount: '88000.00' };
    const { operations, live, streams } = renderHomeLobby('en');
    await waitFor(() => expect(live.openFeeds()).toEqual(['WINNERS']));
    act(() => live.send('WINNERS', { __typename: 'LiveWinners', latest: [fresh, ...latest], biggest: [fresh, ...biggest] }));
    await waitFor(() => expect(boardRows()[1]).toBe('ng***nhNewLucky Koi88,000.00'));
    expect(boardRows().slice(2)).toEqual(['th***enJade Tiger117,810.00', 'va***amJungle Temple5,630.50']);
    fireEvent.click(within(screen.getByTestId('winners-boards')).getByRole('tab', { name: 'Biggest wins' }));
    expect(boardRows()).toEqual(['PlayerGamePrize', 'ng***nhLucky Koi88,000.00', 'mi***huGolden Dragon250,000.00']);
    // Pushed, not polled: past the (shortened) poll interval the page still sent nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(operations).toEqual([]);
    expect(streams).toEqual(['WINNERS']);
  });

  it('where streams are refused, refreshes the boards in place on its interval, marking the new wins', async () => {
    window.localStorage.setItem(WINNERS_POLL_STORAGE_KEY, '1000');
    const fresh = { __typename: 'Winner', player: 'ng***nh', gameName: 'Lucky Koi', amount: '88000.00' };
    const { operations, live } = renderHomeLobby('en', [
      {
        request: { query: HomeWinnersRefreshDocument },
        result: { data: { __typename: 'Query', winners: [fresh, ...latest], biggestWins: biggest } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    expect(boardRows()).toHaveLength(3);
    await waitFor(() => expect(live.openFeeds()).toEqual(['WINNERS']));
    act(() => live.fail());
    await waitFor(() => expect(boardRows()[1]).toBe('ng***nhNewLucky Koi88,000.00'), { timeout: 4_000 });
    expect(boardRows().slice(2)).toEqual(['th***enJade Tiger117,810.00', 'va***amJungle Temple5,630.50']);
    expect(operations[0]).toBe('HomeWinnersRefresh');
    expect(live.openFeeds()).toEqual([]);
  });

  it('neither streams nor polls while the tab is hidden', async () => {
    window.localStorage.setItem(WINNERS_POLL_STORAGE_KEY, '1000');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    const { operations, streams } = renderHomeLobby('en');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(operations).toEqual([]);
    expect(streams).toEqual([]);
  });

  it('polls every 30 s unless the test-only knob asks for at least a second', () => {
    expect(winnersPollInterval()).toBe(WINNERS_POLL_MS);
    expect(WINNERS_POLL_MS).toBe(30_000);
    window.localStorage.setItem(WINNERS_POLL_STORAGE_KEY, '2000');
    expect(winnersPollInterval()).toBe(2_000);
    for (const ignored of ['10', 'soon', '-5']) {
      window.localStorage.setItem(WINNERS_POLL_STORAGE_KEY, ignored);
      expect(winnersPollInterval()).toBe(WINNERS_POLL_MS);
    }
  });

  it('speaks Vietnamese by default', () => {
    renderHomeLobby('vi');
    expect(screen.getByRole('heading', { name: 'Trò chơi hot' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bảng người thắng' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Người thắng mới nhất' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('117.810,00')).toBeTruthy();
  });
});
