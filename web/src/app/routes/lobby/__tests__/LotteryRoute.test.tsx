import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { LaunchLotteryDocument, LotteryMemberDocument, LotteryRouteDocument } from '../../../../gql/graphql';
import { LOTTERY_FAVOURITES_KEY } from '../../../../features/lottery/lottery-favourites';
import { renderApp } from '../../../../test/render-app';
import { lobbyViewer, shellResult, type LobbyViewer } from './lobby-fixtures';


const daily = (time: string) => ({
  __typename: 'LotteryDrawSchedule' as const,
  cadence: 'DAILY' as 'DAILY' | 'WEEKLY',
  intervalSeconds: null,
  weekdays: null as number[] | null,
  time,
  timeZone: 'Asia/Ho_Chi_Minh',
});
const weekly = (weekdays: number[], time: string) => ({ ...daily(time), cadence: 'WEEKLY' as const, weekdays });

const lotteryGame = (gameCode: string, name: string, schedule: ReturnType<typeof daily>) => ({
  __typename: 'LotteryGame' as const,
  gameCode,
  name,
  prizeMode: 'LOTT' as const,
  schedule,
});

const menus = [
  { __typename: 'LotteryMenu', id: 'TG90dGVyeU1lbnU6TUI', code: 'MB', name: 'Northern', area: 'VN', games: [lotteryGame('MB', 'Northern', daily('18:15'))] },
  {
    __typename: 'LotteryMenu',
    id: 'TG90dGVyeU1lbnU6TVQ',
    code: 'MT',
    name: 'Central',
    area: 'VN',
    games: [lotteryGame('DANANG', 'Da Nang', weekly([3, 6], '17:15')), lotteryGame('HUE', 'Thua Thien Hue', weekly([1, 7], '17:15'))],
  },
];

const result = (gameCode: string, gameName: string, drawNumber: string, numbers: string[]) => ({
  __typename: 'LotteryResult',
  gameCode,
  gameName,
  drawNumber,
  numbers,
  drawnAt: '2026-11-21T11:15:00.000Z',
});

/** The member's draws of Northern: 20261122 open for bets until 18:00 Vietnam time, 20261121 opened. */
const openedNumbers: {
  __typename: string;
  gameCode: string;
  gameName: string;
  current: { __typename: string; drawNumber: string; closesAt: string };
  opened: { __typename: string; gameCode: string; drawNumber: string; numbers: string[]; drawnAt: string } | null;
} = {
  __typename: 'LotteryOpenedNumbers',
  gameCode: 'MB',
  gameName: 'Northern',
  current: { __typename: 'LotteryCurrentDraw', drawNumber: '20261122', closesAt: '2026-11-22T11:00:00.000Z' },
  opened: {
    __typename: 'LotteryResult',
    gameCode: 'MB',
    drawNumber: '20261121',
    numbers: ['50242', '97166', '48'],
    drawnAt: '2026-11-21T11:15:00.000Z',
  },
};

function lotteryResult(viewer: LobbyViewer | null, results: ReturnType<typeof result>[], opened: typeof openedNumbers | null = openedNumbers) {
  const withRecent = viewer
    ? { ...viewer, recentLotteryGames: [lotteryGame('MB', 'Northern', daily('18:15'))], lotteryOpenedNumbers: opened }
    : null;
  return { data: { ...shellResult(withRecent as LobbyViewer | null), vnMenus: menus, lotteryResults: results } };
}

/**
 * The VN page's two requests over one made-up answer (issue 33): its public part (LotteryRoute: menus, results) and
 * its member part (LotteryMember: the shell, the member's recent games and draws), each taking the fields it selects.
 * The member part may be asked again.
 */
function vnMocks(gameCode: string | undefined, result: { data: Record<string, unknown> }): MockLink.MockedResponse[] {
  const code = gameCode ? { gameCode } : {};
  return [
    { request: { query: LotteryRouteDocument, variables: { vn: true, sea: false, withResults: true, resultsCount: 100, ...code } }, result },
    { request: { query: LotteryMemberDocument, variables: { withResults: true, ...code } }, result, maxUsageCount: Number.POSITIVE_INFINITY },
  ];
}

describe('lottery pages', () => {
  it('shows the VN menus and the latest results from the public part, and switches the results by game', async () => {
    const { router, requests } = renderApp('/vnLottery', [
      ...vnMocks(undefined, lotteryResult(null, [result('MB', 'Northern', '20261121', ['50242', '97166', '48'])])),
      ...vnMocks('DANANG', lotteryResult(null, [result('DANANG', 'Da Nang', '20261121', ['340983', '51476'])])),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Central' })).toBeTruthy();
    const results = screen.getByTestId('lottery-results');
    expect(within(results).getByRole('heading', { name: 'Latest results: Northern' })).toBeTruthy();
    const row = within(results).getByRole('row', { name: /20261121/ });
    expect(row.textContent).toContain('Special prize: 50242');
    expect(screen.getByRole('button', { name: 'Results of Northern' }).getAttribute('aria-pressed')).toBe('true');

    // The switch suspends on the game's results while the page stays: act waits for React to finish it.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Results of Da Nang' }));
    });
    expect(await within(results).findByRole('heading', { name: 'Latest results: Da Nang' })).toBeTruthy();
    expect(router.state.location.search).toBe('?gameCode=DANANG');
    // A visitor's member part (no viewer) does not depend on the game: the cache answers it the second time.
    expect(requests.map((entry) => entry.name)).toEqual(['LotteryRoute', 'LotteryMember', 'LotteryRoute']);
  });

  it('keeps lottery favourites per username under LOTTFAV and filters by them', async () => {
    window.localStorage.setItem(LOTTERY_FAVOURITES_KEY, JSON.stringify({ someoneElse: ['HUE'] }));
    renderApp('/vnlottery', [...vnMocks(undefined, lotteryResult(lobbyViewer(), []))]);
    const star = await screen.findByRole('button', { name: 'Favourite Da Nang' });
    expect(screen.getByRole('button', { name: 'Favourite Thua Thien Hue' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem(LOTTERY_FAVOURITES_KEY) ?? '{}')).toEqual({ someoneElse: ['HUE'], alice: ['DANANG'] });

    fireEvent.click(screen.getByRole('button', { name: 'Favourites only' }));
    expect(screen.getAllByTestId('lottery-game').map((game) => game.textContent)).toEqual([expect.stringContaining('Da Nang')]);
    expect(screen.getByTestId('lottery-results').textContent).toContain('No results yet.');
  });

  it('asks a visitor to log in before betting or keeping favourites', async () => {
    renderApp('/vnlottery', [...vnMocks(undefined, lotteryResult(null, []))]);
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite Da Nang' }));
    expect(await screen.findByTestId('login-popup')).toBeTruthy();
    expect(window.localStorage.getItem(LOTTERY_FAVOURITES_KEY)).toBeNull();
  });

  it("opens a game's betting view in the frame page, and offers recent games to members", async () => {
    const { router, requests } = renderApp('/vnlottery', [
      ...vnMocks(undefined, lotteryResult(lobbyViewer(), [])),
      {
        request: {
          query: LaunchLotteryDocument,
          variables: { input: { gameCode: 'DANANG', prizeMode: 'LOTT', view: 'LOBBY', returnPath: '/gameExit?to=%2Fvnlottery' } },
        },
        result: {
          data: {
            launchLottery: { __typename: 'LaunchGamePayload', url: 'https://lottery.example/?ticket=3', alternatives: null, userErrors: [] },
          },
        },
      },
    ]);
    const recent = await screen.findByTestId('recent-lottery');
    expect(within(recent).getByRole('button', { name: 'Bet on Northern' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open the Da Nang lobby' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect((await screen.findByTitle('Da Nang')).getAttribute('src')).toBe('https://lottery.example/?ticket=3');
    expect(requests.map((entry) => entry.name)).toEqual(['LotteryRoute', 'LotteryMember', 'LaunchLottery']);
  });

  it('waits for a choice before showing SEA results', async () => {
    renderApp('/seaLottery', [
      {
        request: { query: LotteryRouteDocument, variables: { vn: false, sea: true, withResults: false, resultsCount: 100 } },
        result: { data: { seaMenus: [] } },
      },
      { request: { query: LotteryMemberDocument, variables: { withResults: false } }, result: { data: shellResult(null) } },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Southeast Asia lottery' })).toBeTruthy();
    expect(screen.getByTestId('lottery-results').textContent).toContain('Choose a game to see its latest results.');
  });

  it("shows a member's draws beside the results from the page's member part, in Vietnam time", async () => {
    const { requests } = renderApp('/vnlottery', [
      ...vnMocks(undefined, lotteryResult(lobbyViewer(), [result('MB', 'Northern', '20261121', ['50242', '97166', '48'])])),
    ]);
    const panel = await screen.findByTestId('lottery-opened');
    expect(within(panel).getByRole('heading', { name: 'Your draws: Northern' })).toBeTruthy();
    expect(within(panel).getByTestId('lottery-opened-current').textContent).toBe(
      'Open for bets: draw 20261122, closes 11/22/2026, 18:00 (Vietnam time)',
    );
    const latest = within(panel).getByTestId('lottery-opened-latest');
    expect(within(latest).getByRole('heading', { name: 'Opened numbers of draw 20261121' })).toBeTruthy();
    expect(latest.textContent).toContain('Special prize: 50242');
    expect(latest.textContent).toContain('Drawn 11/21/2026, 18:15 (Vietnam time)');
    expect(screen.queryByText(/Log in to see/)).toBeNull();
    expect(requests.map((entry) => entry.name)).toEqual(['LotteryRoute', 'LotteryMember']);
  });

  it('shows trial accounts their draws too (the field asks for any login), and says when none opened yet', async () => {
    renderApp('/vnlottery', [...vnMocks(undefined, lotteryResult(lobbyViewer([], { trial: true }), [], { ...openedNumbers, opened: null }))]);
    const panel = await screen.findByTestId('lottery-opened');
    expect(within(panel).getByTestId('lottery-opened-current').textContent).toContain('draw 20261122');
    expect(panel.textContent).toContain('No draw has opened yet.');
  });

  it('asks a visitor to log in where the draws would be', async () => {
    renderApp('/vnlottery', [...vnMocks(undefined, lotteryResult(null, [result('MB', 'Northern', '20261121', ['50242'])]))]);
    const panel = await screen.findByTestId('lottery-opened');
    expect(panel.textContent).toContain('Log in to see the draw open for bets and your opened numbers.');
    expect(within(panel).queryByTestId('lottery-opened-current')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('login-popup')).toBeTruthy();
  });

  it("keeps the page when only the member's draws fail, and reads them again on request", async () => {
    const failed = lotteryResult(lobbyViewer(), [result('MB', 'Northern', '20261121', ['50242'])], null);
    const [publicPart, memberPart] = vnMocks(undefined, lotteryResult(lobbyViewer(), [result('MB', 'Northern', '20261121', ['50242'])]));
    const { requests } = renderApp('/vnlottery', [
      publicPart as MockLink.MockedResponse,
      {
        request: { query: LotteryMemberDocument, variables: { withResults: true } },
        result: { ...failed, errors: [{ message: 'The platform did not answer.', path: ['viewer', 'lotteryOpenedNumbers'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
      },
      memberPart as MockLink.MockedResponse,
    ]);
    const panel = await screen.findByTestId('lottery-opened');
    expect(within(panel).getByRole('alert').textContent).toContain('Your draws could not be loaded.');
    expect(within(screen.getByTestId('lottery-results')).getByRole('row', { name: /20261121/ })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    // Only the member part is read again: the menus and results stay.
    expect(await screen.findByRole('heading', { name: 'Your draws: Northern' })).toBeTruthy();
    expect(within(screen.getByTestId('lottery-opened')).queryByRole('alert')).toBeNull();
    expect(requests.map((entry) => entry.name)).toEqual(['LotteryRoute', 'LotteryMember', 'LotteryMember']);
  });
});
