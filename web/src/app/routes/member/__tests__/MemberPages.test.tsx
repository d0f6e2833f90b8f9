import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  BetRecordsRouteDocument,
  SecurityCenterRouteDocument,
  TransferToUplineDocument,
  TransferUplineRouteDocument,
} from '../../../../gql/graphql';
import { aliceViewer, balanceMock, siteChromeFields, siteFixture } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { memberRouteMock } from './member-centre-kit';

const uplineViewer = {
  ...aliceViewer,
  member: { ...aliceViewer.member, hasUpline: true },
  wallet: { ...aliceViewer.wallet, mainBalance: '1234.50' },
};

describe('member pages on the real client', () => {
  it('sends money to the upline, names both sides, and the header shows the balance pushed after it', async () => {
    const { requests, live } = renderApp('/member/transferUpline', [
      memberRouteMock(TransferUplineRouteDocument, { viewer: uplineViewer as never }),
      balanceMock(),
      {
        request: { query: TransferToUplineDocument, variables: () => true },
        result: {
          data: {
            transferToUpline: {
              __typename: 'TransferToUplinePayload',
              transfer: {
                __typename: 'UplineTransfer',
                orderNo: 'up-1',
                sender: 'alice',
                recipient: 'agent01',
                recipientNickname: 'Đại lý Saola',
                amount: '50.50',
                note: 'Trả tiền',
                createdAt: '2026-11-23T10:00:00.000Z',
              },
              wallet: { __typename: 'Wallet', id: aliceViewer.wallet.id, mainBalance: '1184.00' },
              userErrors: [],
            },
          },
        },
      },
    ]);
    const amount = await screen.findByLabelText('Amount');
    // The balance came over the header's stream: the header has sent nothing of its own.
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    expect(requests.map((request) => request.name)).toEqual(['TransferUplineRoute']);
    fireEvent.change(amount, { target: { value: '50.5' } });
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Trả tiền' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to upline' }));
    expect((await screen.findByTestId('upline-done')).textContent).toBe('alice sent 50.50 to Đại lý Saola (agent01). Note: Trả tiền');
    // The mutation moved money: the gateway pushes the new balance to the header's stream (an answered mutation
    // pokes the member's figures), so the header sends no read of its own.
    act(() => live.send('BALANCE', { ...aliceViewer.wallet, sumBalance: '1184.00' }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,184.00'));
    expect(requests.map((request) => request.name).filter((name) => name === 'HeaderBalance')).toEqual([]);
    expect(requests.find((request) => request.name === 'TransferToUpline')?.variables).toEqual({
      input: { amount: '50.5', note: 'Trả tiền', idempotencyKey: expect.any(String) as unknown },
    });
  });

  it('keeps the records filter in the URL and queries by it', async () => {
    const emptyBets = {
      betRecords: {
        __typename: 'BetRecordConnection',
        edges: [],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        totalCount: 0,
        totals: { __typename: 'BetTotals', betCount: 0, betAmount: '0.00', validBet: '0.00', winLoss: '0.00' },
      },
    };
    const viewer = { ...aliceViewer, ...emptyBets };
    const { requests, router } = renderApp('/member/personalHistoryCopy', [
      memberRouteMock(BetRecordsRouteDocument, { viewer: viewer as never, variables: { first: 20, filter: { range: null, gameType: null } } }),
      {
        request: { query: BetRecordsRouteDocument, variables: (variables: Record<string, unknown>) => Boolean((variables.filter as { gameType?: string }).gameType) },
        result: { data: { site: siteFixture(), ...siteChromeFields(), viewer } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    expect(await screen.findByTestId('records-empty')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Game type'), { target: { value: 'LIVE' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-07&type=LIVE'));
    await waitFor(() => expect(requests.filter((request) => request.name === 'BetRecordsRoute')).toHaveLength(2));
    const filter = requests.filter((request) => request.name === 'BetRecordsRoute')[1]?.variables.filter as {
      gameType: string;
      range: { from: string; to: string };
    };
    expect(filter.gameType).toBe('LIVE');
    expect(new Date(filter.range.from).getDate()).toBe(1);
    expect(new Date(filter.range.to).getDate()).toBe(7);
    expect(new Date(filter.range.to).getHours()).toBe(23);
  });

  it('changes the login password with the identity form from my account', async () => {
    const viewer = {
      ...aliceViewer,
      member: { ...aliceViewer.member, account: 'alice', avatarUrl: null, registeredAt: null },
      avatars: [],
      withdrawalRules: { __typename: 'WithdrawalRules', hasWithdrawPassword: true, maxReceivingAccounts: 5, banks: [] },
      receivingAccounts: [],
    };
    renderApp('/member/securityCenter', [memberRouteMock(SecurityCenterRouteDocument, { viewer: viewer as never })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('change-password-modal')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Change withdraw password' })).toBeTruthy();
  });
});
