import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { ViewerCountsFragment } from '../../components/account/viewer-counts';
import { FeedbackRouteDocument } from '../../gql/graphql';
import { aliceViewer, balanceMock, countsFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { routeResult } from '../routes/site/__tests__/site-route-fixtures';

const page = {
  request: { query: FeedbackRouteDocument },
  result: routeResult({ feedbackRules: { __typename: 'FeedbackRules', types: ['OTHER'], minWords: 5, maxWords: 500, maxLength: 5000 } }, aliceViewer),
};
const BALANCE = 'BALANCE';
const COUNTS = 'COUNTS';
const FIGURES = [BALANCE, COUNTS];
const headerStreams = (names: string[]) => names.filter((name) => FIGURES.includes(name)).sort();

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

describe("the header's live figures", () => {
  it('shows the balance and counts its streams answer first: the page asks for neither', async () => {
    const { requests, live } = renderApp('/feedback', [page]);
    live.answers.set(COUNTS, countsFixture({ inbox: 4 }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    await waitFor(() => expect(screen.getByTestId('header-badge-inbox').textContent).toBe('44 unread messages'));
    expect(headerStreams(live.openFeeds())).toEqual(FIGURES);
    // Every feed the page follows (the header's figures, the site's status) over the tab's one stream.
    expect(live.openCount()).toBe(1);
    expect(live.openFeeds()).toEqual(['BALANCE', 'COUNTS', 'SITE_STATUS']);
    // The header is the one reader of its figures: the route query alone went out, and it asked for no balance.
    expect(requests.map((request) => request.name)).toEqual(['FeedbackRoute']);
  });

  it('moves the header balance when the gateway pushes the wallet, with no request', async () => {
    const { requests, live } = renderApp('/feedback', [page]);
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    act(() => live.send(BALANCE, { __typename: 'Wallet', id: aliceViewer.wallet.id, sumBalance: '2000.00' }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('2,000.00'));
    expect(requests.map((request) => request.name)).toEqual(['FeedbackRoute']);
  });

  it('moves the badges and the member menu counts when the gateway pushes new counts, with no request', async () => {
    const { requests, live, client } = renderApp('/feedback', [page]);
    await waitFor(() => expect(headerStreams(live.openFeeds())).toEqual(FIGURES));
    expect(screen.queryByTestId('header-badge-rewards')).toBeNull();
    act(() => live.send(COUNTS, countsFixture({ rewards: 3, missions: 1 })));
    await waitFor(() => expect(screen.getByTestId('header-badge-rewards').textContent).toBe('33 rewards to claim'));
    expect(screen.getByTestId('header-badge-missions').textContent).toBe('11 mission reward waiting');
    expect(screen.queryByTestId('header-badge-inbox')).toBeNull();
    expect(requests.map((request) => request.name)).toEqual(['FeedbackRoute']);
    // Counts a member page read (Viewer.counts, the member menu's) follow the push too, when there are any.
    client.cache.writeFragment({ id: 'Viewer:{}', fragment: ViewerCountsFragment, fragmentName: 'ViewerCounts_viewer', data: { __typename: 'Viewer', counts: countsFixture() } as never });
    act(() => live.send(COUNTS, countsFixture({ inbox: 2 })));
    await waitFor(() => expect((client.cache.extract() as Record<string, { counts?: unknown } | undefined>)['Viewer:{}']?.counts).toMatchObject({ inbox: 2, rewards: 0, missions: 0 }));
  });

  it('closes its streams while the tab is hidden and opens them again when shown', async () => {
    const { live } = renderApp('/feedback', [page]);
    await waitFor(() => expect(headerStreams(live.openFeeds())).toEqual(FIGURES));
    try {
      setVisibility('hidden');
      await waitFor(() => expect(live.openFeeds()).toEqual([]));
      setVisibility('visible');
      await waitFor(() => expect(headerStreams(live.openFeeds())).toEqual(FIGURES));
    } finally {
      setVisibility('visible');
    }
  });

  it('reads the figures itself, once, when streams are refused, and stops asking for streams', async () => {
    const { requests, streams, live } = renderApp('/feedback', [page, balanceMock(aliceViewer.wallet, countsFixture({ inbox: 6 }))]);
    live.answers.clear();
    await waitFor(() => expect(headerStreams(live.openFeeds())).toEqual(FIGURES));
    expect(screen.getByTestId('balance').textContent).toBe('Updating…');
    act(() => live.fail());
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    expect(screen.getByTestId('header-badge-inbox').textContent).toBe('66 unread messages');
    // A refused stream stops both: the header reads its figures itself from then on.
    await waitFor(() => expect(headerStreams(live.openFeeds())).toEqual([]));
    setVisibility('hidden');
    setVisibility('visible');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(streams).toHaveLength(1);
    expect(headerStreams(live.openFeeds())).toEqual([]);
    expect(requests.map((request) => request.name)).toEqual(['FeedbackRoute', 'HeaderBalance']);
  });
});
