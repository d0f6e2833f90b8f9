import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AgentLoginRouteDocument, AgentMenuRouteDocument, AgentTeamOverviewRouteDocument } from '../../../../gql/graphql';
import { siteChromeFields, siteFixture } from '../../../../test/fixtures';
import { agentRouteMock, alwaysShownPages, refusedMock, teamOverviewFixture } from '../../../../test/agent-fixtures';
import { renderApp } from '../../../../test/render-app';
import { memberRouteMock } from '../../member/__tests__/member-centre-kit';

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

const overview = (pages?: string[]) =>
  agentRouteMock(AgentTeamOverviewRouteDocument, { variables: { range: null }, pages, agentCentre: { teamOverview: teamOverviewFixture } });

const menuLinks = () => within(screen.getByRole('navigation', { name: 'Agent centre menu' })).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/agent/'));

function onPhone() {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: query === '(max-width: 720px)' }));
}

describe('agent centre shell', () => {
  it('opens the default page, team overview, in a modal menu on wide screens', async () => {
    const { router } = renderApp('/agent', [overview()]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/agentTeamOverview'));
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(within(dialog).getByRole('heading', { level: 1, name: 'Team overview' })).toBeTruthy();
    expect(menuLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/agent/agentAnnouncement',
      '/agent/agentTeamOverview',
      '/agent/registerCenter',
      '/agent/downlineManagmentView',
      '/agent/personalHistoryCopy',
      '/agent/palStatementsAgentCopy',
      '/agent/agentRevenueReport',
      '/agent/agentDownlineTransactionDetailsCopy',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Team overview' }).getAttribute('aria-current')).toBe('page');
    expect(within(screen.getByTestId('team-structure')).getByText('18,215.27')).toBeTruthy();
  });

  it('shows the four contract pages exactly when the gateway lists them (the consolidated flags)', async () => {
    renderApp('/agent/agentTeamOverview', [overview([...alwaysShownPages, 'DAILY_WAGES', 'REAL_TIME_SALARY'])]);
    await screen.findByTestId('team-structure');
    const hrefs = menuLinks().map((link) => link.getAttribute('href'));
    expect(hrefs).toHaveLength(10);
    expect(hrefs).toContain('/agent/agentDailyWages');
    expect(hrefs).toContain('/agent/agentRealTimeSalary');
    expect(hrefs).not.toContain('/agent/agentDividendRecord');
    expect(hrefs).not.toContain('/agent/agentHourlySalary');
  });

  it('opens the default page for a contract page whose flag is off', async () => {
    const { router } = renderApp('/agent/agentTeamOverview', [overview()]);
    await screen.findByTestId('team-structure');
    await router.navigate('/agent/agentHourlySalary');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/agentTeamOverview'));
  });

  it('is a full page with its own menu screen on a phone', async () => {
    onPhone();
    const { router } = renderApp('/agent', [agentRouteMock(AgentMenuRouteDocument), overview()]);
    await waitFor(() => expect(screen.getByTestId('agent-centre').dataset.view).toBe('menu'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuLinks()).toHaveLength(8);
    fireEvent.click(screen.getByRole('link', { name: 'Team overview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/agentTeamOverview'));
    await waitFor(() => expect(screen.getByTestId('agent-centre').dataset.view).toBe('page'));
    expect(screen.getByRole('link', { name: /Menu/ }).getAttribute('href')).toBe('/agent');
  });

  it('closes back to the page the agent came from', async () => {
    window.sessionStorage.setItem('memberCentreEntry', '/promotions');
    const { router } = renderApp('/agent/agentTeamOverview', [overview()]);
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
  });

  it('shows a member the refusal the gateway gives', async () => {
    renderApp('/agent/agentTeamOverview', [refusedMock(AgentTeamOverviewRouteDocument, 'FORBIDDEN', { range: null })]);
    expect((await screen.findByTestId('agent-refused')).textContent).toContain('For agents only');
    expect(screen.queryByTestId('team-structure')).toBeNull();
  });

  it('shows a trial account the need-real-account state', async () => {
    renderApp('/agent/agentTeamOverview', [refusedMock(AgentTeamOverviewRouteDocument, 'NEED_REAL_ACCOUNT', { range: null })]);
    expect(await screen.findByTestId('agent-need-real-account')).toBeTruthy();
  });

  it('sends a visitor to the agent login and back after logging in', async () => {
    const { router } = renderApp('/agent/agentTeamOverview', [
      { request: { query: AgentTeamOverviewRouteDocument, variables: { range: null } }, result: { data: { site: siteFixture(), viewer: null, ...siteChromeFields() } } },
      memberRouteMock(AgentLoginRouteDocument, { viewer: null }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentLogin'));
    expect(router.state.location.state).toEqual({ returnTo: '/agent/agentTeamOverview' });
    expect(await screen.findByTestId('agent-login-form')).toBeTruthy();
  });
});
