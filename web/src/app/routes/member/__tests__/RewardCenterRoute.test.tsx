import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ClaimRewardDocument, RewardCenterRouteDocument } from '../../../../gql/graphql';
import { countsFixture } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { memberRouteMock, needRealAccountMock } from './member-centre-kit';
import { connection, rewardItem, viewerWithCounts } from './rewards-fixtures';

const rebate = rewardItem('UmV3YXJkOjE=', 'Daily rebate', { source: 'REBATE', amount: '12.50' });
const missionPoints = rewardItem('UmV3YXJkOjI=', 'Bet 500 on slots', { kind: 'POINTS', points: 50, amount: '0.00' });

const route = (status: string, items: ReturnType<typeof rewardItem>[], rewards: number) =>
  memberRouteMock(RewardCenterRouteDocument, {
    viewer: viewerWithCounts({ rewards }, { rewardCentre: connection('RewardItem', items) }),
    variables: { status, first: 20 },
  });

function claimAnswer(sent: Array<Record<string, unknown>>, answer: Record<string, unknown>) {
  return {
    request: { query: ClaimRewardDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      sent.push(variables);
      return { data: { claimReward: { __typename: 'ClaimRewardPayload', reward: null, viewer: null, userErrors: [], ...answer } } };
    },
    delay: 30,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const items = () => screen.getAllByTestId('reward-item');

describe('reward centre', () => {
  it('lists what waits, with where it comes from and what it pays', async () => {
    renderApp('/member/rewardCenter', [route('UNCLAIMED', [rebate, missionPoints], 2)]);
    await screen.findByTestId('reward-centre');
    expect(items()).toHaveLength(2);
    expect(items()[0]?.textContent).toContain('Rebate');
    expect(items()[0]?.textContent).toContain('12.50');
    expect(items()[1]?.textContent).toContain('50 points');
    expect(screen.getByRole('tab', { name: 'To claim' }).getAttribute('aria-selected')).toBe('true');
    // The menu's red badge counts the rewards waiting.
    expect(screen.getByTestId('member-menu-badge-rewards').textContent).toContain('2');
  });

  it('claims once per click with an idempotency key; the item turns claimed and the badge drops', async () => {
    const sent: Array<Record<string, unknown>> = [];
    renderApp('/member/rewardCenter', [
      route('UNCLAIMED', [rebate], 1),
      claimAnswer(sent, {
        reward: { __typename: 'RewardItem', id: rebate.id, status: 'CLAIMED', claimedAt: '2026-01-15T03:00:00.000Z' },
        viewer: { __typename: 'Viewer', counts: countsFixture({ rewards: 0 }) },
      }),
    ]);
    const claim = await screen.findByRole('button', { name: 'Claim' });
    fireEvent.click(claim);
    // Disabled while in flight: a second click sends nothing.
    expect(claim.hasAttribute('disabled')).toBe(true);
    fireEvent.click(claim);
    await waitFor(() => expect(items()[0]?.dataset.status).toBe('CLAIMED'));
    expect(sent).toHaveLength(1);
    const input = sent[0]?.input as { rewardId: string; idempotencyKey: string };
    expect(input.rewardId).toBe(rebate.id);
    expect(input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByTestId('member-menu-badge-rewards')).toBeNull();
  });

  it('says a refusal in the player language', async () => {
    renderApp(
      '/member/rewardCenter',
      [route('UNCLAIMED', [rebate], 1), claimAnswer([], { userErrors: [{ __typename: 'UserError', field: 'rewardId', code: 'NOT_FOUND', details: null }] })],
      'vi',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Nhận' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Mục này không còn tồn tại');
  });

  it('shows the claimed rewards in their own tab, from the URL', async () => {
    const claimed = { ...rebate, status: 'CLAIMED', claimedAt: '2026-01-15T03:00:00.000Z' };
    const { router } = renderApp('/member/rewardCenter', [route('UNCLAIMED', [], 0), route('CLAIMED', [claimed], 0)]);
    expect((await screen.findByTestId('reward-centre-empty')).textContent).toBe('No rewards are waiting for you.');
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Claimed' }));
    });
    await waitFor(() => expect(router.state.location.search).toBe('?status=CLAIMED'));
    expect(within(await screen.findByTestId('reward-item')).queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('refuses a trial account with the need-real-account state', async () => {
    renderApp('/member/rewardCenter', [needRealAccountMock(RewardCenterRouteDocument, { status: 'UNCLAIMED', first: 20 })]);
    expect(await screen.findByTestId('member-need-real-account')).toBeTruthy();
  });
});
