import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  LoginRouteDocument,
  NotFoundRouteDocument,
  RegisterDocument,
  SiteStatusProbeDocument,
} from '../../gql/graphql';
import { aliceViewer, siteChromeFields, siteFixture, type SiteOverrides } from '../../test/fixtures';
import { homeMocks } from '../../test/home-mocks';
import { renderApp } from '../../test/render-app';

const emptyNotices = {
  __typename: 'NoticeConnection',
  edges: [],
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  totalCount: 0,
};

function homeResult(site: SiteOverrides = {}, affiliate?: { code: string; valid: boolean }) {
  return {
    data: {
      site: siteFixture(site),
      viewer: null,
      notices: emptyNotices,
      ...siteChromeFields(),
      ...(affiliate ? { affiliateCode: { __typename: 'AffiliateCodeCheck', ...affiliate } } : {}),
    },
  };
}

const homeVariables = { noticeCount: 9 };

function fillRegistration(values: Record<string, string>) {
  const modal = within(screen.getByTestId('register-modal'));
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(modal.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(modal.getByLabelText(/I have read and agree to the User Agreement/));
  fireEvent.click(modal.getByLabelText(/I am 18 years old or older/));
}

describe('whole-site views', () => {
  it('shows the maintenance page with its end time, customer service and reload', async () => {
    renderApp('/', [
      ...homeMocks(homeVariables, homeResult({ status: 'MAINTENANCE', maintenanceEndsAt: '2030-01-01T00:00:00.000Z' })),
    ]);
    const view = await screen.findByTestId('maintenance-view');
    expect(screen.getByRole('heading', { name: 'The site is under maintenance' })).toBeTruthy();
    expect(view.textContent).toMatch(/Maintenance is expected to end at 20(29-12-31|30-01-01) \d\d:00:00 \(GMT[+-]\d+/);
    expect(within(view).getByRole('link', { name: 'Customer service' }).getAttribute('target')).toBe('_blank');
    expect(within(view).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByTestId('login-form')).toBeNull();
    expect(screen.queryByTestId('notice-marquee')).toBeNull();
  });

  it('shows the region-blocked page with the visitor IP, in Vietnamese', async () => {
    renderApp('/', [...homeMocks(homeVariables, homeResult({ status: 'REGION_BLOCKED', visitorIp: '198.51.100.23' }))], 'vi');
    const view = await screen.findByTestId('region-blocked-view');
    expect(screen.getByRole('heading', { name: 'Truy cập bị hạn chế' })).toBeTruthy();
    expect(view.textContent).toContain('IP hiện tại của bạn bị hạn chế');
    expect(view.textContent).toContain('198.51.100.23');
    expect(within(view).getByRole('link', { name: 'Chăm sóc khách hàng' })).toBeTruthy();
  });

  it('shows the maintenance page when the route query itself is refused with MAINTENANCE', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests } = renderApp('/', [
      ...homeMocks(homeVariables, { errors: [{ message: 'closed', extensions: { code: 'MAINTENANCE' } }] }),
      {
        request: { query: SiteStatusProbeDocument },
        result: { data: { site: siteFixture({ status: 'MAINTENANCE', maintenanceEndsAt: null }) } },
      },
    ]);
    const view = await screen.findByTestId('maintenance-view');
    expect(view.textContent).toContain('Please come back later.');
    expect(requests.map((request) => request.name)).toEqual(['HomeRoute', 'HomeMember', 'SiteStatusProbe']);
  });
});

describe('navigation guard', () => {
  it('sends a visitor to /login when the guard is on', async () => {
    const { router } = renderApp('/no-such-page', [
      { request: { query: NotFoundRouteDocument }, result: { data: { site: siteFixture({ navigationGuard: true }), viewer: null, ...siteChromeFields() } } },
      { request: { query: LoginRouteDocument }, result: { data: { site: siteFixture({ navigationGuard: true }), viewer: null, ...siteChromeFields() } } },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    // The page's own form is the only one (the header leaves it out here).
    expect(screen.getAllByTestId('login-form')).toHaveLength(1);
  });

  it('lets a member through', async () => {
    const { router } = renderApp('/no-such-page', [
      {
        request: { query: NotFoundRouteDocument },
        result: { data: { site: siteFixture({ navigationGuard: true }), viewer: aliceViewer, ...siteChromeFields() } },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no-such-page');
  });

  it('keeps the registration page reachable', async () => {
    const { router } = renderApp('/register', [
      ...homeMocks(homeVariables, homeResult({ navigationGuard: true })),
    ]);
    expect(await screen.findByTestId('register-modal')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
  });
});

describe('registration from the URL', () => {
  it('opens on /register with a valid invitation code hidden and sent, and the referral code', async () => {
    const { requests } = renderApp('/register?affiliateCode=7P6LJM&referralCode=52RRTTEG', [
      ...homeMocks({ noticeCount: 9, affiliateCode: '7P6LJM', withAffiliate: true }, homeResult({}, { code: '7P6LJM', valid: true })),
      {
        request: {
          query: RegisterDocument,
          variables: {
            input: {
              method: 'USERNAME',
              acceptTerms: true,
              confirmAge: true,
              username: 'newbie01',
              password: 'abc123',
              confirmPassword: 'abc123',
              affiliateCode: '7P6LJM',
              referralCode: '52RRTTEG',
            },
          },
        },
        result: { data: { register: { __typename: 'RegisterPayload', viewer: aliceViewer, userErrors: [] } } },
      },
    ]);
    const modal = await screen.findByTestId('register-modal');
    expect(within(modal).queryByLabelText('Invitation code')).toBeNull();
    fillRegistration({ Username: 'newbie01', Password: 'abc123', 'Confirm password': 'abc123' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Register now' }));

    expect((await screen.findByTestId('nickname')).textContent).toBe('Alice');
    expect(screen.queryByTestId('register-modal')).toBeNull();
    expect(requests.map((request) => request.name)).toEqual(['HomeRoute', 'HomeMember', 'RegisterBanners', 'Register']);
  });

  it('shows an invalid code from /register.html?code= in its field with the invitation-code error', async () => {
    renderApp('/register.html?code=NOPE', [
      ...homeMocks({ noticeCount: 9, affiliateCode: 'NOPE', withAffiliate: true }, homeResult({}, { code: 'NOPE', valid: false })),
    ]);
    const modal = await screen.findByTestId('register-modal');
    const field = within(modal).getByLabelText('Invitation code') as HTMLInputElement;
    expect(field.value).toBe('NOPE');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(modal).getByText('Invalid invitation code')).toBeTruthy();
  });
});
