import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createCache } from '../../../lib/apollo/cache';
import { renderWithProviders } from '../../../test/render';
import { SideMenu, SideMenuQueryFragment } from '../components/SideMenu';

interface MenuData {
  referral?: boolean;
  loggedIn?: boolean;
  socialLinks?: Array<{ network: string; url: string }>;
  customerService?: boolean;
}

function renderMenu(menu: MenuData, props: { onInviteFriends?: () => void } = { onInviteFriends: () => undefined }) {
  const cache = createCache();
  cache.writeFragment({
    id: 'ROOT_QUERY',
    fragment: SideMenuQueryFragment,
    fragmentName: 'SideMenu_query',
    data: {
      __typename: 'Query',
      site: {
        __typename: 'Site',
        features: { __typename: 'FeatureSwitches', referral: menu.referral ?? false },
        socialLinks: (menu.socialLinks ?? []).map((link) => ({ __typename: 'SocialLink', ...link })),
        customerService: menu.customerService ? { __typename: 'CustomerServiceChannel', kind: 'LIVE_CHAT' } : null,
      },
      viewer: menu.loggedIn ? { __typename: 'Viewer', member: { __typename: 'Member', id: 'TWVtYmVyOjE=' } } : null,
    } as never,
  });
  const onCustomerService = vi.fn();
  renderWithProviders(<SideMenu onCustomerService={onCustomerService} {...props} />, { cache });
  return { onCustomerService };
}

describe('SideMenu', () => {
  it('shows customer service and the social links the site has, in the spec order, opening in new tabs', () => {
    const { onCustomerService } = renderMenu({
      customerService: true,
      socialLinks: [
        { network: 'FACEBOOK', url: 'https://facebook.com/saola' },
        { network: 'TELEGRAM', url: 'https://t.me/saola' },
      ],
    });
    const menu = within(screen.getByRole('complementary', { name: 'Quick links' }));
    const links = menu.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Telegram (opens in a new tab)', 'Facebook (opens in a new tab)']);
    expect(links[0]?.getAttribute('href')).toBe('https://t.me/saola');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(menu.queryByRole('link', { name: /Twitter/ })).toBeNull();
    fireEvent.click(menu.getByRole('button', { name: 'Customer service' }));
    expect(onCustomerService).toHaveBeenCalledTimes(1);
  });

  it('hides customer service when the site has no channel', () => {
    renderMenu({});
    expect(screen.queryByRole('button', { name: 'Customer service' })).toBeNull();
  });

  it('offers invitations to visitors', () => {
    const onInviteFriends = vi.fn();
    renderMenu({ loggedIn: false, referral: false }, { onInviteFriends });
    fireEvent.click(screen.getByRole('button', { name: 'Invite friends' }));
    expect(onInviteFriends).toHaveBeenCalledTimes(1);
  });

  it('offers invitations to members when referral is on', () => {
    renderMenu({ loggedIn: true, referral: true });
    expect(screen.getByRole('button', { name: 'Invite friends' })).toBeTruthy();
  });

  it('hides invitations for a member when referral is off', () => {
    renderMenu({ loggedIn: true, referral: false });
    expect(screen.queryByRole('button', { name: 'Invite friends' })).toBeNull();
  });

  it('hides invitations when the app gives no way to invite', () => {
    renderMenu({ loggedIn: true, referral: true }, {});
    expect(screen.queryByRole('button', { name: 'Invite friends' })).toBeNull();
  });

  it('folds and unfolds with the 24/7 toggle', () => {
    renderMenu({ customerService: true });
    const toggle = screen.getByRole('button', { name: /24\/7/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Customer service' })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeTruthy();
  });
});
