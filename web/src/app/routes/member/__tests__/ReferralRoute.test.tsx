import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ReferralRouteDocument } from '../../../../gql/graphql';
import { aliceViewer } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { memberRouteMock } from './member-centre-kit';
import { referralFixture } from './rewards-fixtures';

const route = (referral = referralFixture()) =>
  memberRouteMock(ReferralRouteDocument, { viewer: { ...aliceViewer, referral }, variables: { first: 20 } });

afterEach(() => vi.restoreAllMocks());

describe('invite friends', () => {
  it('shows the code, the link, its QR code and who joined', async () => {
    renderApp('/member/referral', [route()]);
    await screen.findByTestId('referral');
    expect(screen.getByTestId('referral-code').textContent).toBe('52RRTTEG');
    expect(screen.getByTestId('referral-link').textContent).toBe('https://saola.example/register?referralCode=52RRTTEG');
    expect(screen.getByRole('img', { name: 'QR code of the invitation link' }).getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByRole('heading', { name: 'Friends who joined (1)' })).toBeTruthy();
    expect(screen.getByTestId('referral-invitee').textContent).toContain('Bình');
    expect(screen.queryByTestId('referral-disabled')).toBeNull();
    // Feedback and complaints is reachable from the centre, below its pages.
    expect(screen.getByRole('navigation', { name: 'Member centre menu' }).querySelector('a[href="/feedback"]')?.textContent).toBe('Feedback and complaints');
  });

  it('copies the invitation link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/member/referral', [route()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Invitation link' }));
    expect(writeText).toHaveBeenCalledWith('https://saola.example/register?referralCode=52RRTTEG');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy Invitation link' }).textContent).toBe('Copied'));
  });

  it('says when invitations are switched off, and when nobody joined yet', async () => {
    renderApp('/member/referral', [route(referralFixture({ enabled: false, invitees: [] }))]);
    expect(await screen.findByTestId('referral-disabled')).toBeTruthy();
    expect(screen.getByTestId('referral-none').textContent).toBe('Nobody has joined through your invitation yet.');
  });
});
