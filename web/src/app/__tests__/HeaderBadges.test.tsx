import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
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
    const viewer = { ...aliceViewer, headerCounts: countsFixture({ missions: 2, inbox: 5 }) };
    const { requests } = renderApp('/feedback', [page(viewer)]);
    const shortcuts = within(await screen.findByRole('navigation', { name: 'Missions, inbox and rewards' }));
    expect(shortcuts.getByTestId('header-badge-inbox').textContent).toBe('55 unread messages');
    expect(shortcuts.getByTestId('header-badge-missions').textContent).toBe('22 mission rewards waiting');
    expect(shortcuts.queryByTestId('header-badge-rewards')).toBeNull();
    expect(shortcuts.getByRole('link', { name: /^Inbox/ }).getAttribute('href')).toBe('/member/messageV2');
    expect(screen.getByTestId('balance').textContent).toBe('1,234.50');
    await settle();
    // The figures ride with the page's query: a logged-in page is one request, the header sends none of its own.
    expect(requests.map((request) => request.name)).toEqual(['FeedbackRoute']);
  });

  it('reads the figures the route query came without (past the gateway\'s deadline) with one header request', async () => {
    const viewer = { ...aliceViewer, headerWallet: null, headerCounts: null };
    const { requests } = renderApp('/feedback', [page(viewer), balanceMock(aliceViewer.wallet, countsFixture({ inbox: 3 }))]);
    const shortcuts = within(await screen.findByRole('navigation', { name: 'Missions, inbox and rewards' }));
    expect((await shortcuts.findByTestId('header-badge-inbox')).textContent).toBe('33 unread messages');
    expect(screen.getByTestId('balance').textContent).toBe('1,234.50');
    expect(requests.map((request) => request.name)).toEqual(['FeedbackRoute', 'HeaderBalance']);
  });

  it('shows no counts for a trial account (the gateway answers them null) and asks nothing more', async () => {
    const { requests } = renderApp('/feedback', [page(trialViewer)]);
    expect((await screen.findByTestId('balance')).textContent).toBe('10,000.00');
    expect(screen.queryByRole('navigation', { name: 'Missions, inbox and rewards' })).toBeNull();
    await settle();
    expect(requests.map((request) => request.name)).toEqual(['FeedbackRoute']);
  });
});
