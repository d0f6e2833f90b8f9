import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FeedbackRouteDocument } from '../../gql/graphql';
import { aliceViewer, balanceMock, countsFixture, trialViewer } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { routeResult } from '../routes/site/__tests__/site-route-fixtures';

const page = (viewer: typeof aliceViewer) => ({
  request: { query: FeedbackRouteDocument },
  result: routeResult({ feedbackRules: { __typename: 'FeedbackRules', types: ['OTHER'], minWords: 5, maxWords: 500, maxLength: 5000 } }, viewer),
});

describe('header badges', () => {
  it('shows red counts on missions and inbox above 0, none on rewards at 0, from the header query', async () => {
    const { requests } = renderApp('/feedback', [page(aliceViewer), balanceMock(aliceViewer.wallet, countsFixture({ missions: 2, inbox: 5 }))]);
    const shortcuts = within(await screen.findByRole('navigation', { name: 'Missions, inbox and rewards' }));
    expect((await shortcuts.findByTestId('header-badge-inbox')).textContent).toBe('55 unread messages');
    expect(shortcuts.getByTestId('header-badge-missions').textContent).toBe('22 mission rewards waiting');
    expect(shortcuts.queryByTestId('header-badge-rewards')).toBeNull();
    expect(shortcuts.getByRole('link', { name: /^Inbox/ }).getAttribute('href')).toBe('/member/messageV2');
    // The counts come with the balance: one header request, not one per badge.
    expect(requests.filter((request) => request.name === 'HeaderBalance')).toEqual([expect.objectContaining({ variables: { withCounts: true } })]);
  });

  it('leaves the counts out for a trial account, which the gateway refuses them', async () => {
    const { requests } = renderApp('/feedback', [page(trialViewer)]);
    await screen.findByTestId('balance');
    expect(screen.queryByRole('navigation', { name: 'Missions, inbox and rewards' })).toBeNull();
    expect(requests.find((request) => request.name === 'HeaderBalance')?.variables).toEqual({ withCounts: false });
  });
});
