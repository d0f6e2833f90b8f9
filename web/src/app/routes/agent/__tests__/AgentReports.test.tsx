import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AgentRegisterCenterRouteDocument, AgentTeamBetsRouteDocument, RegisterDownlineDocument } from '../../../../gql/graphql';
import { agentRouteMock } from '../../../../test/agent-fixtures';
import { renderApp } from '../../../../test/render-app';

const totals = { __typename: 'BetTotals', betCount: 30, betAmount: '3000', validBet: '2900', winLoss: '-120.5' };

function teamBets(variables: Record<string, unknown>, rows: Array<Record<string, unknown>>) {
  return agentRouteMock(AgentTeamBetsRouteDocument, {
    variables,
    agentCentre: {
      teamBets: {
        __typename: 'TeamBetRowConnection',
        edges: rows.map((row, index) => ({
          __typename: 'TeamBetRowEdge',
          cursor: `c${index}`,
          node: { __typename: 'TeamBetRow', downlineId: null, account: null, level: null, day: null, gameType: null, betCount: 10, betAmount: '1000', validBet: '950', winLoss: '-40', ...row },
        })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        totalCount: rows.length,
        totals,
      },
    },
  });
}

const allTeam = { filter: { range: null, downlineId: null }, gameType: null, groupBy: 'MEMBER', first: 20 };

describe('agent reports', () => {
  it('narrows team betting to one account, groups it by day and keeps both in the URL', async () => {
    const { router } = renderApp('/agent/personalHistoryCopy', [
      teamBets(allTeam, [{ downlineId: 'RG93bmxpbmU6MTAwMDAy', account: 'player02', level: 1 }]),
      teamBets({ ...allTeam, filter: { range: null, downlineId: 'RG93bmxpbmU6MTAwMDAy' } }, [{ downlineId: 'RG93bmxpbmU6MTAwMDAy', account: 'player02', level: 1 }]),
      teamBets({ ...allTeam, filter: { range: null, downlineId: 'RG93bmxpbmU6MTAwMDAy' }, groupBy: 'DAY' }, [{ day: '2024-12-31' }, { day: '2024-12-30' }]),
    ]);
    const table = within(await screen.findByTestId('team-bets'));
    expect(within(screen.getByTestId('team-bet-totals')).getByText('-120.50')).toBeTruthy();
    fireEvent.click(table.getByRole('button', { name: 'player02' }));
    await waitFor(() => expect(router.state.location.search).toBe('?account=RG93bmxpbmU6MTAwMDAy&accountName=player02'));
    expect((await screen.findByTestId('report-account')).textContent).toContain('Only player02');

    fireEvent.click(screen.getByRole('tab', { name: 'Day' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('groupBy')).toBe('DAY'));
    expect(await screen.findByText('2024-12-31')).toBeTruthy();
    expect(screen.getByTestId('report-account')).toBeTruthy();
  });

  it('registers an account under the agent with the site rules and no terms to accept', async () => {
    const { requests } = renderApp('/agent/registerCenter', [
      agentRouteMock(AgentRegisterCenterRouteDocument, {
        agentCentre: {
          referral: {
            __typename: 'AgentReferral',
            invitationCode: '7P6LJM',
            boundDomain: 'agent01.saola.example',
            registerUrl: 'https://saola.example/register?affiliateCode=7P6LJM',
            boundDomainUrl: 'https://agent01.saola.example/register',
            qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          },
        },
      }),
      {
        request: { query: RegisterDownlineDocument, variables: () => true },
        result: {
          data: {
            registerDownline: {
              __typename: 'RegisterDownlinePayload',
              downline: { __typename: 'Downline', id: 'RG93bmxpbmU6MzAwMDAx', account: 'newplayer1' },
              userErrors: [],
            },
          },
        },
      },
    ]);
    expect((await screen.findByTestId('agent-invitation-code')).textContent).toBe('7P6LJM');
    expect(screen.getByTestId('agent-referral-qr').getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    const form = within(screen.getByTestId('downline-register'));
    expect(form.queryByRole('checkbox')).toBeNull();
    expect(form.queryByLabelText(/Invitation code/)).toBeNull();
    fireEvent.change(form.getByRole('textbox', { name: /Username/ }), { target: { value: 'newplayer1' } });
    fireEvent.change(form.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'secret88' } });
    fireEvent.change(form.getByLabelText(/^Confirm password/, { selector: 'input' }), { target: { value: 'secret88' } });
    fireEvent.click(form.getByRole('button', { name: 'Register the account' }));
    expect((await form.findByTestId('downline-registered')).textContent).toBe('newplayer1 is registered in your team.');
    expect(requests.find((request) => request.name === 'RegisterDownline')?.variables).toEqual({
      input: { method: 'USERNAME', username: 'newplayer1', password: 'secret88', confirmPassword: 'secret88' },
    });
  });
});
