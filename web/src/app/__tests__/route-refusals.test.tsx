import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AgentTeamOverviewRouteDocument, PointMallRouteDocument, RouteErrorShellDocument, SecurityCenterRouteDocument } from '../../gql/graphql';
import { aliceViewer } from '../../test/fixtures';
import { refusedMock } from '../../test/agent-fixtures';
import { renderApp } from '../../test/render-app';
import { memberRouteMock, needRealAccountMock } from '../routes/member/__tests__/member-centre-kit';
import { catalogueVariables } from '../routes/site/__tests__/points-fixtures';

// Issue 32, item 5: a refusal the route expects (a member on an agent page, a trial account on a member page) is a
// state: no console error, and the header leaves its skeleton although the route's query failed.

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

const trialViewer = { ...aliceViewer, member: { ...aliceViewer.member, isTrial: true } };

describe('expected refusals', () => {
  it('a member on an agent page: the refusal state, the header filled, nothing logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/agent/agentTeamOverview', [
      refusedMock(AgentTeamOverviewRouteDocument, 'FORBIDDEN', { range: null }),
      memberRouteMock(RouteErrorShellDocument),
    ]);
    expect(await screen.findByTestId('agent-refused')).toBeTruthy();
    expect(await screen.findByTestId('nickname')).toBeTruthy();
    expect(screen.queryByText('Loading account…')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('a trial account on a member page: the need-real-account state, the header filled, nothing logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/member/securityCenter', [needRealAccountMock(SecurityCenterRouteDocument), memberRouteMock(RouteErrorShellDocument, { viewer: trialViewer })]);
    expect(await screen.findByTestId('member-need-real-account')).toBeTruthy();
    expect(await screen.findByTestId('nickname')).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    // Its menu lists no page it cannot open; the state says what a trial can do and offers registering.
    const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
    expect(within(menu).queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/member/'))).toEqual([]);
    const state = screen.getByTestId('member-need-real-account');
    expect(state.textContent).toContain('A trial account can look around the site');
    within(state).getByRole('button', { name: 'Register a real account' }).click();
    expect(await screen.findByTestId('register-modal')).toBeTruthy();
  });

  it('a trial account on the points mall: the block goes back home, not "close the member centre"', async () => {
    renderApp('/pointMall', [
      needRealAccountMock(PointMallRouteDocument, catalogueVariables),
      memberRouteMock(RouteErrorShellDocument, { viewer: trialViewer }),
    ]);
    const state = await screen.findByTestId('member-need-real-account');
    expect(within(state).getByRole('button', { name: 'Back to the home page' })).toBeTruthy();
    expect(within(state).queryByRole('button', { name: 'Close the member centre' })).toBeNull();
  });
});
