import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LoginDocument, LoginRouteDocument, MemberMenuRouteDocument, ReferralRouteDocument } from '../../../../gql/graphql';
import { aliceViewer, loginPayload } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { memberRouteMock, needRealAccountMock } from './member-centre-kit';
import { referralFixture } from './rewards-fixtures';

afterEach(() => window.sessionStorage.clear());

// The invite-friends page stands in for any page of the centre.
const referralPage = (viewer: typeof aliceViewer | null = aliceViewer) =>
  memberRouteMock(ReferralRouteDocument, { viewer: viewer && { ...viewer, referral: referralFixture() }, variables: { first: 20 } });

function centre() {
  return within(screen.getByTestId('member-centre'));
}

/** The menu's links to the centre's pages (feedback and complaints sits below them). */
const pageLinks = (links: HTMLElement[]) => links.filter((link) => link.getAttribute('href')?.startsWith('/member/'));

describe('member centre shell', () => {
  it('lists the 14 pages and highlights the open one', async () => {
    renderApp('/member/referral', [referralPage()]);
    expect(await screen.findByTestId('referral')).toBeTruthy();
    const menu = within(centre().getByRole('navigation', { name: 'Member centre menu' }));
    const links = pageLinks(menu.getAllByRole('link'));
    expect(links).toHaveLength(14);
    expect(links.map((link) => link.getAttribute('href'))).toContain('/member/transactionHistory');
    expect(menu.getByRole('link', { name: 'Invite friends' }).getAttribute('aria-current')).toBe('page');
    expect(menu.getByRole('link', { name: 'Inbox' }).getAttribute('aria-current')).toBeNull();
    expect(centre().getByRole('heading', { level: 1, name: 'Invite friends' })).toBeTruthy();
  });

  it('opens the default page on /member and for an unknown key (wide screens)', async () => {
    const { router } = renderApp('/member', []);
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/securityCenter'));
    await screen.findByRole('heading', { level: 1, name: 'My account' });

    await router.navigate('/member/noSuchPage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/securityCenter'));
  });

  it('shows the menu as its own screen on /member on a phone', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: query === '(max-width: 720px)' }));
    const { router } = renderApp('/member', [memberRouteMock(MemberMenuRouteDocument)]);
    await waitFor(() => expect(screen.getByTestId('member-centre').dataset.view).toBe('menu'));
    expect(router.state.location.pathname).toBe('/member');
    expect(pageLinks(centre().getAllByRole('link'))).toHaveLength(14);
    expect(centre().queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });

  it('closes back to the page the player came from', async () => {
    window.sessionStorage.setItem('memberCentreEntry', '/promotions?type=DEPOSIT');
    const { router } = renderApp('/member/referral', [referralPage()]);
    await screen.findByTestId('referral');
    fireEvent.click(screen.getByRole('button', { name: 'Close the member centre' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/promotions?type=DEPOSIT'));
  });

  it('sends a visitor to the login page, and back to the page after logging in', async () => {
    const { router } = renderApp('/member/referral', [
      // Logged out first; after logging in, the page's query (which also reads the badge counts) answers Alice.
      { ...referralPage(null), maxUsageCount: 1 },
      referralPage(),
      memberRouteMock(LoginRouteDocument, { viewer: null }),
      {
        request: { query: LoginDocument, variables: { input: { username: 'alice', password: 'secret' } } },
        result: { data: { login: loginPayload({ viewer: aliceViewer }) } },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByRole('heading', { name: 'Log in' });
    const form = screen.getByTestId('login-form');
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/referral'));
    expect(await screen.findByTestId('referral')).toBeTruthy();
  });

  it('shows a trial account the need-real-account state instead of the page', async () => {
    renderApp('/member/referral', [needRealAccountMock(ReferralRouteDocument, { first: 20 })]);
    expect(await screen.findByTestId('member-need-real-account')).toBeTruthy();
    expect(screen.queryByTestId('referral')).toBeNull();
  });
});

describe('header account', () => {
  it('links deposit, withdraw and the VIP level into the centre', async () => {
    renderApp('/member/referral', [referralPage()]);
    const account = within(await screen.findByRole('group', { name: 'Account' }));
    expect(account.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/member/depositv2');
    expect(account.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/member/withdraw');
    // Alice has a member label: her VIP level opens playerRank.
    expect(account.getByTestId('vip-badge').getAttribute('href')).toBe('/member/playerRank');
  });

  it('opens securityCenter from the VIP level of a member without a label', async () => {
    const unlabelled = { ...aliceViewer, member: { ...aliceViewer.member, hasMemberLabel: false } };
    renderApp('/member/referral', [referralPage(unlabelled)]);
    const badge = await screen.findByTestId('vip-badge');
    expect(badge.getAttribute('href')).toBe('/member/securityCenter');
    expect(badge.textContent).toBe('VIP 1');
  });
});
