import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  AcceptContractDocument,
  AgentTeamRouteDocument,
  ContractRequestRouteDocument,
  OfferContractDocument,
  TransferToDownlineDocument,
} from '../../../../gql/graphql';
import { agentRouteMock, agentViewer, contractFixture } from '../../../../test/agent-fixtures';
import { siteChromeFields, siteFixture, userErrors } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const sub01 = {
  __typename: 'Downline',
  id: 'RG93bmxpbmU6MjAwMDAy',
  account: 'sub01',
  nickname: 'Đại lý con Saola',
  isAgent: true,
  level: 1,
  uplineAccount: 'agent01',
  registeredAt: '2024-06-15T00:00:00.000Z',
  lastLoginAt: '2025-01-01T00:00:00.000Z',
  balance: '1200.00',
  directDownlines: 2,
  teamSize: 2,
};

const teamPage = () =>
  agentRouteMock(AgentTeamRouteDocument, {
    variables: { parentId: null, search: null, role: "ALL", first: 20 },
    agentCentre: {
      downlines: {
        __typename: 'DownlineConnection',
        edges: [{ __typename: 'DownlineEdge', cursor: 'c1', node: sub01 }],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
        totalCount: 1,
      },
    },
  });

const affected = contractFixture({ id: 'Q29udHJhY3Q6NzAwMg==', contractNo: '7002', rate: '25', status: 'ACTIVE', upline: { __typename: 'ContractParty', account: 'sub01', nickname: null }, downline: { __typename: 'ContractParty', account: 'sub01m1', nickname: 'Lan Chi' } });

function offerPayload(warned: boolean) {
  return {
    __typename: 'OfferContractPayload',
    contract: warned ? null : contractFixture(),
    affectedContracts: warned ? [affected] : [],
    userErrors: userErrors(warned ? [{ field: null, code: 'DOWNLINE_RATE_HIGHER' }] : []),
  };
}

function fillDividendOffer() {
  const dialog = within(screen.getByTestId('offer-contract-dialog'));
  fireEvent.change(dialog.getByLabelText('Period valid bet'), { target: { value: '10000' } });
  fireEvent.change(dialog.getByLabelText('Period profit and loss'), { target: { value: '2000' } });
  fireEvent.change(dialog.getByLabelText('Active members'), { target: { value: '2' } });
  fireEvent.change(dialog.getByLabelText('Rate (%)'), { target: { value: '20' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Send the offer' }));
}

describe('contracts and transfers in the agent centre', () => {
  it('offers a contract to a direct downline: the rate rule warns, and only a confirmation sends it, as a new submission', async () => {
    const { requests } = renderApp('/agent/downlineManagmentView', [
      teamPage(),
      {
        request: { query: OfferContractDocument, variables: (variables: { input: { confirmDownlineRateRule: boolean } }) => !variables.input.confirmDownlineRateRule },
        result: { data: { offerContract: offerPayload(true) } },
      },
      {
        request: { query: OfferContractDocument, variables: (variables: { input: { confirmDownlineRateRule: boolean } }) => variables.input.confirmDownlineRateRule },
        result: { data: { offerContract: offerPayload(false) } },
      },
    ]);
    const table = within(await screen.findByTestId('team-table'));
    fireEvent.click(table.getByRole('button', { name: 'Offer a contract' }));
    fillDividendOffer();

    const warning = within(await screen.findByTestId('rate-rule-warning'));
    expect(warning.getByText('A higher-rate downline contract exists; going ahead ends it')).toBeTruthy();
    expect(warning.getByText(/sub01m1/)).toBeTruthy();
    const offers = () => requests.filter((request) => request.name === 'OfferContract');
    expect(offers()).toHaveLength(1);

    fireEvent.click(warning.getByRole('button', { name: 'Go ahead and end them' }));
    expect((await screen.findByTestId('offer-sent')).textContent).toBe('Offer sent to Đại lý con Saola (sub01); waiting for the answer.');
    expect(offers()).toHaveLength(2);
    const [first, second] = offers().map((request) => request.variables.input as Record<string, unknown>);
    expect(first).toMatchObject({ downlineId: sub01.id, kind: 'DIVIDEND', period: 'MONTHLY', confirmDownlineRateRule: false });
    expect(first?.tiers).toEqual([{ periodValidBet: '10000', periodProfitAndLoss: '2000', activeMembers: 2, rate: '20' }]);
    expect(second).toMatchObject({ confirmDownlineRateRule: true, tiers: first?.tiers });
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    // The outcome replaces the form: no second offer is one tap away, and OK closes the dialog.
    const dialog = within(screen.getByTestId('offer-contract-dialog'));
    expect(dialog.queryByRole('button', { name: 'Send the offer' })).toBeNull();
    expect(dialog.queryByLabelText('Contract kind')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('offer-contract-dialog')).toBeNull());
  });

  it('cancels the warning without sending anything more', async () => {
    const { requests } = renderApp('/agent/downlineManagmentView', [
      teamPage(),
      { request: { query: OfferContractDocument, variables: () => true }, result: { data: { offerContract: offerPayload(true) } } },
    ]);
    fireEvent.click(within(await screen.findByTestId('team-table')).getByRole('button', { name: 'Offer a contract' }));
    fillDividendOffer();
    fireEvent.click(within(await screen.findByTestId('rate-rule-warning')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('rate-rule-warning')).toBeNull());
    expect(screen.queryByTestId('offer-sent')).toBeNull();
    expect(requests.filter((request) => request.name === 'OfferContract')).toHaveLength(1);
  });

  it('transfers to a downline with the withdraw password and names sender, recipient, amount and note', async () => {
    const { requests } = renderApp('/agent/downlineManagmentView', [
      teamPage(),
      {
        request: { query: TransferToDownlineDocument, variables: () => true },
        result: {
          data: {
            transferToDownline: {
              __typename: 'TransferToDownlinePayload',
              transfer: {
                __typename: 'DownlineTransfer',
                orderNo: 'ORD-1',
                sender: 'agent01',
                senderNickname: 'Đại lý Saola',
                recipient: 'sub01',
                recipientNickname: 'Đại lý con Saola',
                amount: '100.25',
                note: 'Thưởng tuần',
                createdAt: '2026-11-23T10:00:00.000Z',
              },
              wallet: { __typename: 'Wallet', id: agentViewer.wallet.id },
              userErrors: [],
            },
          },
        },
      },
    ]);
    fireEvent.click(within(await screen.findByTestId('team-table')).getByRole('button', { name: 'Transfer' }));
    const dialog = within(screen.getByTestId('transfer-to-downline-dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
    expect(await dialog.findAllByText('This field cannot be empty')).toHaveLength(2);
    expect(requests.some((request) => request.name === 'TransferToDownline')).toBe(false);

    fireEvent.change(dialog.getByLabelText('Amount'), { target: { value: '100.25' } });
    fireEvent.change(dialog.getByLabelText('Withdraw password'), { target: { value: '666888' } });
    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: 'Thưởng tuần' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
    expect((await dialog.findByTestId('downline-transfer-done')).textContent).toBe(
      'Đại lý Saola (agent01) sent 100.25 to Đại lý con Saola (sub01). Note: Thưởng tuần',
    );
    expect(requests.find((request) => request.name === 'TransferToDownline')?.variables).toEqual({
      input: { downlineId: sub01.id, amount: '100.25', withdrawPassword: '666888', note: 'Thưởng tuần', idempotencyKey: expect.any(String) as unknown },
    });
    // The outcome replaces the form: no second transfer is one tap away, and OK closes the dialog.
    expect(dialog.queryByRole('button', { name: 'Transfer' })).toBeNull();
    expect(dialog.queryByLabelText('Amount')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('transfer-to-downline-dialog')).toBeNull());
  });
});

describe('contract request screen', () => {
  const requestsMock = (requests: unknown[]) => ({
    request: { query: ContractRequestRouteDocument },
    result: {
      data: {
        site: siteFixture(),
        viewer: { ...agentViewer, contracts: { __typename: 'ViewerContracts', requests, held: [] } },
        ...siteChromeFields(),
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  });

  it('accepts an offer; accepting under a higher rate given further down needs a confirmation first', async () => {
    const offer = contractFixture({ viewerSide: 'DOWNLINE' });
    const answer = (warned: boolean) => ({
      __typename: 'ContractAnswerPayload',
      contract: warned ? null : { ...offer, status: 'ACTIVE', activatedAt: '2026-11-23T10:05:00.000Z' },
      affectedContracts: warned ? [affected] : [],
      userErrors: userErrors(warned ? [{ field: null, code: 'DOWNLINE_RATE_HIGHER' }] : []),
    });
    const { requests } = renderApp('/contractRequest', [
      requestsMock([offer]),
      {
        request: { query: AcceptContractDocument, variables: { input: { contractId: offer.id, confirmDownlineRateRule: false } } },
        result: { data: { acceptContract: answer(true) } },
      },
      {
        request: { query: AcceptContractDocument, variables: { input: { contractId: offer.id, confirmDownlineRateRule: true } } },
        result: { data: { acceptContract: answer(false) } },
      },
    ]);
    const card = within(await screen.findByTestId('contract-card'));
    expect(card.getByText('Waiting for an answer')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Accept' }));
    const warning = within(await screen.findByTestId('rate-rule-warning'));
    fireEvent.click(warning.getByRole('button', { name: 'Go ahead and end them' }));
    await waitFor(() => expect(requests.filter((request) => request.name === 'AcceptContract')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('rate-rule-warning')).toBeNull());
  });

  it('says so when no offer waits', async () => {
    renderApp('/contractRequest', [requestsMock([])]);
    expect(await screen.findByTestId('contract-requests-empty')).toBeTruthy();
    expect(screen.getByTestId('contracts-held-empty')).toBeTruthy();
  });
});
