import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FeedbackRouteDocument } from '../../gql/graphql';
import { aliceViewer, balanceMock, countsFixture, trialViewer, type ViewerFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { routeResult } from '../routes/site/__tests__/site-route-fixtures';

const page = (viewer: ViewerFixture) => ({
  request: { query: FeedbackRouteDocument },
  result: routeResult({ feedbackRules: { __typename: 'FeedbackRules', types: ['OTHER'], minWords: 5, maxWords: 500, maxLength: 5000 } }, viewer),
});

// Lets any request the page would still send go out before counting them.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('header badges', () => {
  it('shows the balance and red counts on missions and inbox above 0, none on rewards at 0, with the route query alone', async () => {
    const { requests, streams, live } = renderApp('/feedback', [page(aliceViewer)]);
    live.answers.set('COUNTS', countsFixture({ missions: 2, inbox: 5 }));
    const shortcuts = within(await screen.findByRole('navigation', { name: 'Missions, inbox and rewards' }));
    await waitFor(() => expect(shortcuts.getByTestId('header-badge-inbox').textContent).toBe('55 unread messages'));
    expect(shortcuts.getByTestId('header-badge-missions').textContent).toBe('22 mission rewards waiting');
    expect(shortcuts.queryByTestId('header-badge-rewards')).toBeNull();
    expect(shortcuts.getByRole('link', { name: /^Inbox/ }).getAttribute('href')).toBe('/member/messageV2');
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    await settle();
    // The figures come over the tab's stream (their first answer): a logged-in page is one request.
    expect(requests.map((request) => request.name)).toEqual(['FeedbackRoute']);
    expect(streams).toHaveLength(1);
    expect(streams[0]?.split(' ')).toEqual(expect.arrayContaining(['BALANCE', 'COUNTS']));
  });

  it('reads the figures with one header request where streams are refused', async () => {
    const { requests, live } = renderApp('/feedback', [page(aliceViewer), balanceMock(aliceViewer.wallet, countsFixture({ inbox: 3 }))]);
    live.answers.clear();
    const shortcuts = within(await screen.findByRole('navigation', { name: 'Missions, inbox and rewards' }));
    await waitFor(() => expect(live.openFeeds()).toContain('COUNTS'));
    act(() => live.fail());
    expect((await shortcuts.findByTestId('header-badge-inbox')).textContent).toBe('33 unread messages');
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    expect(requests.map((request) => request.name)).toEqual(['FeedbackRoute', 'HeaderBalance']);
  });

  it('shows no counts for a trial account (the gateway answers them null) and opens no stream of its figures', async () => {
    const { requests, streams } = renderApp('/feedback', [page(trialViewer), balanceMock(trialViewer.wallet, null)]);
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('10,000.00'));
    expect(screen.queryByRole('navigation', { name: 'Missions, inbox and rewards' })).toBeNull();
    await settle();
    // Demo money is not pushed (balanceChanged is for real accounts): the header reads it, once.
    expect(requests.map((request) => request.name)).toEqual(['FeedbackRoute', 'HeaderBalance']);
    expect(streams.join(' ')).not.toMatch(/BALANCE|COUNTS/);
  });
});
