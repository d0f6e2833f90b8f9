import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MissionLeaderboardRouteDocument } from '../../../../gql/graphql';
import { renderApp } from '../../../../test/render-app';
import { memberRouteMock } from './member-centre-kit';
import { mission, viewerWithCounts } from './rewards-fixtures';

const board = (period: string, meRank: number | null) => ({
  __typename: 'MissionLeaderboard',
  period,
  startsAt: '2026-01-12T00:00:00.000Z',
  endsAt: '2026-01-19T00:00:00.000Z',
  entries: [
    { __typename: 'MissionLeaderboardEntry', rank: 1, account: 'khu***12', score: 2940, isMe: false },
    { __typename: 'MissionLeaderboardEntry', rank: 2, account: 'pla***01', score: 570, isMe: true },
  ],
  me: meRank ? { __typename: 'MissionStanding', rank: meRank, score: 570 } : null,
});

const summary = {
  __typename: 'MissionSummary',
  totalCount: 2,
  completedCount: 1,
  unclaimedCount: 1,
  missions: [mission('TWlzc2lvbjoy', 'Bet 500 on slots'), mission('TWlzc2lvbjox', 'Log in today', { state: 'COMPLETED', unit: 'COUNT', progress: '1', target: '1' })],
};

const route = (variables: Record<string, unknown>, period = 'WEEKLY') =>
  memberRouteMock(MissionLeaderboardRouteDocument, {
    viewer: viewerWithCounts({ missions: 1 }, { missions: summary, missionLeaderboard: board(period, 2) }),
    variables: { period: null, boardPeriod: 'WEEKLY', boardSize: 20, ...variables },
  });

describe('missions', () => {
  it('shows each mission with its progress and reward, the rewards waiting, and the badge', async () => {
    renderApp('/member/missionLeaderboard', [route({})]);
    await screen.findByTestId('missions-page');
    expect(screen.getByTestId('missions-summary').textContent).toContain('1 of 2 completed');
    expect(screen.getByRole('link', { name: '1 reward waits in the reward centre' }).getAttribute('href')).toBe('/member/rewardCenter');
    const [slots, login] = screen.getAllByTestId('mission');
    const bar = within(slots as HTMLElement).getByRole('progressbar', { name: 'Progress of Bet 500 on slots' });
    expect(bar.getAttribute('aria-valuenow')).toBe('64');
    expect(slots?.textContent).toContain('320.00 / 500.00');
    expect(slots?.textContent).toContain('Reward: 50 points');
    expect(login?.dataset.state).toBe('COMPLETED');
    expect(login?.textContent).toContain('1 / 1');
    expect(screen.getByTestId('member-menu-badge-missions').textContent).toContain('1');
  });

  it('shows the leaderboard with the member highlighted and their rank', async () => {
    renderApp('/member/missionLeaderboard', [route({})]);
    const leaderboard = within(await screen.findByTestId('mission-leaderboard'));
    const rows = leaderboard.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]?.getAttribute('aria-current')).toBe('true');
    // One display for every player, the member too: the masked account, and no nickname that would undo the mask.
    expect(rows.slice(1).map((row) => row.querySelectorAll('td')[1]?.textContent)).toEqual(['khu***12', 'pla***01']);
    expect(leaderboard.getByTestId('mission-my-rank').textContent).toBe('Your rank: 2 (570 points)');
  });

  it('filters missions and switches the leaderboard period through the URL', async () => {
    const { router } = renderApp('/member/missionLeaderboard', [
      route({}),
      route({ period: 'DAILY' }),
      route({ period: 'DAILY', boardPeriod: 'MONTHLY' }, 'MONTHLY'),
    ]);
    await screen.findByTestId('missions-page');
    await act(async () => {
      fireEvent.click(within(screen.getByRole('tablist', { name: 'Mission period' })).getByRole('tab', { name: 'Daily' }));
    });
    await waitFor(() => expect(router.state.location.search).toBe('?period=DAILY'));
    // The daily missions are on screen (the page no longer shows the previous URL's data).
    await waitFor(() =>
      expect(within(screen.getByRole('tablist', { name: 'Mission period' })).getByRole('tab', { name: 'Daily' }).getAttribute('aria-selected')).toBe('true'),
    );
    const leaderboard = within(screen.getByTestId('mission-leaderboard'));
    await act(async () => {
      fireEvent.click(leaderboard.getByRole('tab', { name: 'Monthly' }));
    });
    await waitFor(() => expect(router.state.location.search).toBe('?period=DAILY&board=MONTHLY'));
    await waitFor(() =>
      expect(within(screen.getByTestId('mission-leaderboard')).getByRole('tab', { name: 'Monthly' }).getAttribute('aria-selected')).toBe('true'),
    );
  });
});
