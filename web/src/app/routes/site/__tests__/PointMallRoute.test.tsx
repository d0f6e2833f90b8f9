import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConvertPointsDocument, LoginRouteDocument, PointMallRouteDocument, RedeemPointRewardDocument } from '../../../../gql/graphql';
import { renderApp } from '../../../../test/render-app';
import { withoutIntersectionObserver } from '../../../../test/no-intersection-observer';
import { catalogueVariables, pointMallResult, pointReward, pointsBalance } from './points-fixtures';
import { routeResult } from './site-route-fixtures';

const cash10 = pointReward(101, 'Cash 10');
const headphones = pointReward(107, 'Headphones', { type: 'PHYSICAL', pointsRequired: 2500, amount: '60.00', stock: 3, minVipLevel: 1 });
const soldOut = pointReward(111, 'Lucky charm', { stock: 0 });
// Alice is VIP 1 with 3,260 points: one reward is above her level, one above her points.
const earbuds = pointReward(108, 'Earbuds', { type: 'PHYSICAL', pointsRequired: 1000, minVipLevel: 2 });
const scooter = pointReward(110, 'Scooter', { type: 'PHYSICAL', pointsRequired: 5000 });

const catalogue = (balance = 3260) => ({
  request: { query: PointMallRouteDocument, variables: catalogueVariables },
  result: pointMallResult(balance, { rewards: [cash10, headphones, soldOut, earbuds, scooter] }),
  maxUsageCount: Number.POSITIVE_INFINITY,
});

type Sent = Array<Record<string, unknown>>;

/** Answers a mutation with `answer` every time, recording what was sent. */
function answering(query: unknown, sent: Sent, answer: Record<string, unknown>) {
  return {
    request: { query: query as never, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      sent.push(variables);
      return { data: answer };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The network failing once for a mutation (no answer at all), recording what was sent. */
function failingOnce(query: unknown, sent: Sent) {
  return {
    request: {
      query: query as never,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables);
        return true;
      },
    },
    error: new TypeError('Failed to fetch'),
  };
}

const redeemPayload = (fields: Record<string, unknown>) => ({
  redeemPointReward: { __typename: 'RedeemPointRewardPayload', order: null, viewer: null, userErrors: [], ...fields },
});
const wrongPassword = redeemPayload({ userErrors: [{ __typename: 'UserError', field: 'withdrawPassword', code: 'WITHDRAW_PASSWORD_WRONG', details: null }] });

function openRedeem(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  return within(screen.getByTestId('redeem-dialog'));
}

withoutIntersectionObserver();

describe('points mall', () => {
  it('sends a visitor to log in first', async () => {
    const { router } = renderApp('/pointMall', [
      { request: { query: PointMallRouteDocument, variables: catalogueVariables }, result: routeResult({}) },
      { request: { query: LoginRouteDocument }, result: routeResult({}) },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the points, the rules and the catalogue with pictures, stock, VIP level and what is sold out', async () => {
    renderApp('/pointMall', [catalogue()]);
    expect((await screen.findByTestId('points-balance')).textContent).toBe('3,260');
    expect(screen.getByText(/10 points = 1\.00/)).toBeTruthy();
    const cards = screen.getAllByTestId('point-reward');
    expect(cards).toHaveLength(5);
    // The picture gets its address once it is found near the screen (here at once: no observer), after the first render.
    await waitFor(() => expect(cards[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/points/rewards/101.svg'));
    expect(cards[1]?.textContent).toContain('2,500 points');
    expect(cards[1]?.textContent).toContain('3 left');
    expect(cards[1]?.textContent).toContain('VIP 1+');
    expect(within(cards[2] as HTMLElement).getByRole('button', { name: 'Sold out: Lucky charm' }).hasAttribute('disabled')).toBe(true);
  });

  it('says how a reward is paid out in the same words on its card and in its dialog, from its type', async () => {
    renderApp('/pointMall', [catalogue()]);
    await screen.findByTestId('point-mall');
    const [cash, goods] = screen.getAllByTestId('point-reward');
    const paidIntoWallet = 'The money is paid into your main wallet once approved.';
    expect(within(cash as HTMLElement).getByTestId('reward-payout').textContent).toBe(paidIntoWallet);
    expect(within(goods as HTMLElement).getByTestId('reward-payout').textContent).toBe('The goods are sent to your receiving address once approved.');
    const dialog = openRedeem('Redeem Cash 10');
    expect(dialog.getByText(paidIntoWallet)).toBeTruthy();
  });

  it('says why a reward is out of reach (VIP level, points) and opens no form for it', async () => {
    renderApp('/pointMall', [catalogue()]);
    await screen.findByTestId('point-mall');
    const [, , , vipOnly, tooDear] = screen.getAllByTestId('point-reward') as HTMLElement[];
    expect(within(vipOnly as HTMLElement).getByTestId('reward-locked').textContent).toBe('For VIP 2 and above; you are VIP 1');
    expect(within(tooDear as HTMLElement).getByTestId('reward-locked').textContent).toBe('You need 1,740 more points');
    for (const name of ['Redeem Earbuds', 'Redeem Scooter']) {
      const button = screen.getByRole('button', { name });
      expect(button.hasAttribute('disabled')).toBe(true);
      fireEvent.click(button);
    }
    expect(screen.queryByTestId('redeem-dialog')).toBeNull();
    // A reward within reach says nothing of the kind.
    expect(within(screen.getAllByTestId('point-reward')[0] as HTMLElement).queryByTestId('reward-locked')).toBeNull();
  });

  it('redeems with the payment password and one idempotency key per submission; the balance follows', async () => {
    const sent: Sent = [];
    renderApp('/pointMall', [
      catalogue(),
      failingOnce(RedeemPointRewardDocument, sent),
      answering(
        RedeemPointRewardDocument,
        sent,
        redeemPayload({
          order: { __typename: 'RedeemOrder', id: 'UmVkZWVtOjE=', orderNo: 'RD500812', status: 'IN_PROCESS' },
          viewer: { __typename: 'Viewer', points: pointsBalance(3060) },
        }),
      ),
    ]);
    await screen.findByTestId('point-mall');
    const dialog = openRedeem('Redeem Cash 10');
    fireEvent.change(dialog.getByLabelText('Quantity (up to 10)'), { target: { value: '2' } });
    // No password: refused in the browser, nothing sent.
    fireEvent.click(dialog.getByRole('button', { name: 'Redeem' }));
    expect(await dialog.findByText('This field cannot be empty')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Withdraw password'), { target: { value: '666888' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Redeem' }));
    expect(await dialog.findByRole('alert')).toBeTruthy();
    // The retry after a failed request keeps the submission's key, so the gateway answers both as one.
    fireEvent.click(dialog.getByRole('button', { name: 'Redeem' }));
    expect((await dialog.findByTestId('redeem-done')).textContent).toContain('RD500812');
    expect(sent).toHaveLength(2);
    const [first, retry] = sent.map((variables) => variables.input as Record<string, unknown>);
    expect(first).toEqual({ rewardId: cash10.id, quantity: 2, withdrawPassword: '666888', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(screen.getByTestId('points-balance').textContent).toBe('3,060');
  });

  it("shows the platform's refusal of a wrong password under the field, in the player's language", async () => {
    const sent: Sent = [];
    renderApp('/pointMall', [catalogue(), answering(RedeemPointRewardDocument, sent, wrongPassword)], 'vi');
    await screen.findByTestId('point-mall');
    const dialog = openRedeem('Đổi quà Cash 10');
    fireEvent.change(dialog.getByLabelText('Mật khẩu rút tiền'), { target: { value: '000000' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Đổi quà' }));
    expect(await dialog.findByText('Mật khẩu rút tiền không đúng')).toBeTruthy();
    // An answered submission is over: the next one is a new request with a new key.
    fireEvent.click(dialog.getByRole('button', { name: 'Đổi quà' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const keys = sent.map((variables) => (variables.input as { idempotencyKey: string }).idempotencyKey);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('asks for a receiving address for goods and checks the quantity against the stock', async () => {
    const sent: Sent = [];
    renderApp('/pointMall', [catalogue(10_000), answering(RedeemPointRewardDocument, sent, wrongPassword)]);
    await screen.findByTestId('point-mall');
    const dialog = openRedeem('Redeem Headphones');
    fireEvent.change(dialog.getByLabelText('Quantity (up to 3)'), { target: { value: '4' } });
    fireEvent.change(dialog.getByLabelText('Withdraw password'), { target: { value: '666888' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Redeem' }));
    expect(await dialog.findByText('This reward is out of stock (3 left)')).toBeTruthy();
    expect(dialog.getByText('This field cannot be empty')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Quantity (up to 3)'), { target: { value: '1' } });
    fireEvent.change(dialog.getByLabelText('Receiving address'), { target: { value: '12 Lê Lợi, Quận 1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.input).toMatchObject({ rewardId: headphones.id, quantity: 1, receivingAddress: '12 Lê Lợi, Quận 1' });
  });

  it('converts points into money, checked against the bounds and the balance first', async () => {
    const sent: Sent = [];
    renderApp('/pointMall', [
      catalogue(),
      answering(ConvertPointsDocument, sent, {
        convertPoints: {
          __typename: 'ConvertPointsPayload',
          conversion: { __typename: 'PointsConversion', orderNo: 'CV500813', points: 250, amount: '25.00', mainBalance: '1545.50' },
          viewer: { __typename: 'Viewer', points: pointsBalance(3010) },
          userErrors: [],
        },
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Convert points' }));
    const dialog = within(screen.getByTestId('convert-dialog'));
    fireEvent.change(dialog.getByLabelText('Points'), { target: { value: '50' } });
    fireEvent.change(dialog.getByLabelText('Withdraw password'), { target: { value: '666888' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Convert' }));
    expect(await dialog.findByText('Too small (at least 100)')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Points'), { target: { value: '5000' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Convert' }));
    expect(await dialog.findByText('Not enough points (you have 3,260)')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Points'), { target: { value: '250' } });
    expect(dialog.getByTestId('convert-amount').textContent).toBe('You get 25.00 in your main wallet');
    fireEvent.click(dialog.getByRole('button', { name: 'Convert' }));
    expect((await dialog.findByTestId('convert-done')).textContent).toBe('250 points converted into 25.00.');
    expect(sent[0]?.input).toMatchObject({ points: 250, withdrawPassword: '666888' });
    expect(screen.getByTestId('points-balance').textContent).toBe('3,010');
  });

  it('shows the redeem history by status and the points details by type, from the URL', async () => {
    const order = {
      __typename: 'RedeemOrder',
      id: 'UmVkZWVtOjI=',
      orderNo: 'RD500700',
      rewardName: 'Cash 50',
      imageUrl: null,
      quantity: 1,
      points: 500,
      amount: '50.00',
      status: 'REJECTED',
      remark: 'Duplicate request',
      receivingAddress: null,
      paidAccount: 'MAIN_WALLET',
      createdAt: '2026-01-10T03:00:00.000Z',
    };
    const detail = { __typename: 'PointsDetail', id: 'UG9pbnRzRGV0YWlsOjE=', pointType: 'LOTT', points: 64, balanceAfter: 3260, remark: null, orderNo: null, createdAt: '2026-01-10T03:00:00.000Z' };
    const edges = (typename: string, node: object) => ({
      __typename: `${typename}Connection`,
      edges: [{ __typename: `${typename}Edge`, cursor: 'c0', node }],
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c0' },
    });
    const { router } = renderApp('/pointMall?view=history&status=REJECTED', [
      {
        request: { query: PointMallRouteDocument, variables: { ...catalogueVariables, catalogue: false, history: true, orderFilter: { status: 'REJECTED' } } },
        result: pointMallResult(3260, { redeemOrders: edges('RedeemOrder', order) }),
      },
      {
        request: { query: PointMallRouteDocument, variables: { ...catalogueVariables, catalogue: false, details: true } },
        result: pointMallResult(3260, { details: { ...edges('PointsDetail', detail), totalIn: 4650, totalOut: 1390 } }),
      },
    ]);
    const row = await screen.findByTestId('redeem-order');
    expect(row.dataset.status).toBe('REJECTED');
    expect(row.textContent).toContain('Cash 50 × 1');
    expect(row.textContent).toContain('Duplicate request');
    expect(row.textContent).toContain('Rejected');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('REJECTED');

    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Points details' }));
    });
    await waitFor(() => expect(router.state.location.search).toBe('?view=details'));
    const line = await screen.findByTestId('points-detail');
    expect(line.textContent).toContain('Lottery tickets');
    expect(line.textContent).toContain('+64');
    expect(screen.getByTestId('points-totals').textContent).toBe('In 4,650 · Out 1,390');
  });
});
