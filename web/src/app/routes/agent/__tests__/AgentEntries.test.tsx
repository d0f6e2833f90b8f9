import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AgentLoginRouteDocument, LoginDocument, LoginRouteDocument } from '../../../../gql/graphql';
import { aliceViewer, loginPayload, siteChromeFields, siteFixture, trialViewer } from '../../../../test/fixtures';
import { agentViewer } from '../../../../test/agent-fixtures';
import { renderApp } from '../../../../test/render-app';
import { renderShell } from '../../../__tests__/shell-test-kit';
import { memberRouteMock } from '../../member/__tests__/member-centre-kit';

function logIn(username: string) {
  const form = within(screen.getByTestId('agent-login-form'));
  fireEvent.change(form.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(form.getByLabelText('Password'), { target: { value: 'secret88' } });
  fireEvent.click(form.getByRole('button', { name: 'Log in' }));
}

describe('agent login entry', () => {
  it('logs in through the agent entry and refuses a member with the not-an-agent message', async () => {
    renderApp('/agentLogin', [
      memberRouteMock(AgentLoginRouteDocument, { viewer: null }),
      {
        request: { query: LoginDocument, variables: { input: { username: 'player01', password: 'secret88', entry: 'AGENT' } } },
        result: { data: { login: loginPayload({ errors: [{ field: null, code: 'NOT_AGENT' }] }) } },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent login' })).toBeTruthy();
    logIn('player01');
    expect(await screen.findByText('This account is not an agent account')).toBeTruthy();
    expect(screen.getByTestId('agent-login-form')).toBeTruthy();
  });

  it('offers no free play, SMS or provider login at the agent entry, while the player login has them', async () => {
    const site = siteFixture({ loginOptions: { freePlay: true, smsLogin: true, google: true } });
    const answer = (query: typeof AgentLoginRouteDocument | typeof LoginRouteDocument) => ({
      request: { query },
      result: { data: { site, viewer: null, ...siteChromeFields() } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    });
    const { router } = renderApp('/agentLogin', [answer(AgentLoginRouteDocument), answer(LoginRouteDocument)]);
    const agentForm = within(await screen.findByTestId('agent-login-form'));
    // One form per page: the header's player login gives way to the agent entry.
    expect(screen.queryByTestId('login-form')).toBeNull();
    expect(agentForm.queryByRole('button', { name: 'Free play' })).toBeNull();
    expect(agentForm.queryByRole('group', { name: 'Login method' })).toBeNull();
    expect(agentForm.queryByRole('button', { name: /Google/ })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Player login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    const playerForm = within(await screen.findByTestId('login-form'));
    expect(playerForm.getByRole('button', { name: 'Free play' })).toBeTruthy();
    expect(playerForm.getByRole('group', { name: 'Login method' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Agent login' }).getAttribute('href')).toBe('/agentLogin');
  });
});

describe('agent entries', () => {
  it('shows an agent the agent centre in the header, the bottom navigation and the side menu', async () => {
    const { router } = renderShell({ viewer: agentViewer });
    expect((await screen.findByTestId('header-agent')).getAttribute('href')).toBe('/agent');
    expect(within(screen.getByTestId('bottom-nav')).getByRole('link', { name: 'Agent' }).getAttribute('href')).toBe('/agent');
    fireEvent.click(within(screen.getByTestId('side-menu')).getByRole('button', { name: 'Agent' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
  });

  it.each([
    ['a member', aliceViewer],
    ['a trial account', trialViewer],
    ['a visitor', null],
  ])('shows %s no agent entry', async (_who, viewer) => {
    renderShell({ viewer });
    await screen.findByTestId('bottom-nav');
    expect(screen.queryByTestId('header-agent')).toBeNull();
    expect(within(screen.getByTestId('bottom-nav')).queryByRole('link', { name: 'Agent' })).toBeNull();
    expect(within(screen.getByTestId('side-menu')).queryByRole('button', { name: 'Agent' })).toBeNull();
  });
});
