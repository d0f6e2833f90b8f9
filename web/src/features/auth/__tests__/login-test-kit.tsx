import { vi } from 'vitest';
import type { FragmentType } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { createCache } from '../../../lib/apollo/cache';
import { siteFixture, writeShell, type SiteFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { LoginForm, type LoginFormSiteFragment } from '../components/LoginForm';

// Site is a singleton entity, so its reference is the typename alone.
export const siteRef = { __typename: 'Site' } as FragmentType<typeof LoginFormSiteFragment>;

export function renderLoginForm(
  options: { site?: SiteFixture; mocks?: MockLink.MockedResponse[]; locale?: 'en' | 'vi' } = {},
) {
  const cache = createCache();
  writeShell(cache, null, options.site ?? siteFixture());
  const onLoggedIn = vi.fn();
  const onForgotPassword = vi.fn();
  const utils = renderWithProviders(
    <LoginForm site={siteRef} onLoggedIn={onLoggedIn} onForgotPassword={onForgotPassword} />,
    { cache, mocks: options.mocks ?? [], locale: options.locale ?? 'en' },
  );
  return { ...utils, onLoggedIn, onForgotPassword };
}
