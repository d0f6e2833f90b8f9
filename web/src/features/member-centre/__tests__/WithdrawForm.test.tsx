import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { WithdrawDocument } from '../../../gql/graphql';
import { userErrors } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { WithdrawForm } from '../pages/withdraw/WithdrawForm';

const account = { id: 'UmVjZWl2aW5nQWNjb3VudDox', bankName: 'Vietcombank', accountNumber: '****4321', holderName: 'NGUYEN MINH ANH' };

function renderForm(mocks: MockLink.MockedResponse[] = [], locale: 'en' | 'vi' = 'en') {
  return renderWithProviders(
    <WithdrawForm accounts={[account]} minAmount="100.00" maxAmount="20000.00" remainingToday="50000.00" availableBalance="1520.50" />,
    { mocks, locale },
  );
}

const keys: string[] = [];
/** Answers Withdraw (any key), remembering each request's idempotency key. */
function withdrawAnswer(payload: { errors?: Parameters<typeof userErrors>[0]; fail?: boolean }, delay = 0): MockLink.MockedResponse {
  return {
    request: {
      query: WithdrawDocument,
      variables: (variables: Record<string, unknown>) => {
        keys.push(String((variables.input as { idempotencyKey: string }).idempotencyKey));
        return true;
      },
    },
    delay,
    ...(payload.fail
      ? { error: new TypeError('Failed to fetch') }
      : {
          result: {
            data: {
              withdraw: {
                __typename: 'WithdrawPayload',
                withdrawal: payload.errors
                  ? null
                  : { __typename: 'Withdrawal', id: 'V2l0aGRyYXdhbDp3ZC0x', orderNo: 'wd-1', amount: '300.00', status: 'PENDING' },
                wallet: payload.errors ? null : { __typename: 'Wallet', id: 'V2FsbGV0OjE=', heldAmount: '300.00', mainBalance: '1220.50' },
                userErrors: userErrors(payload.errors ?? []),
              },
            },
          },
        }),
  };
}

function fill(values: { amount?: string; password?: string }) {
  if (values.amount !== undefined) fireEvent.change(screen.getByLabelText('Amount'), { target: { value: values.amount } });
  if (values.password !== undefined) fireEvent.change(screen.getByLabelText('Withdraw password'), { target: { value: values.password } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

describe('WithdrawForm', () => {
  it('checks the amount and the password as the gateway does, sending nothing when they fail', async () => {
    const { operations } = renderForm();
    submit();
    expect(await screen.findByLabelText('Amount')).toHaveProperty('ariaInvalid', 'true');
    expect(screen.getByLabelText('Amount').getAttribute('aria-describedby')).toBeTruthy();
    for (const [amount, message] of [
      ['1.234', 'Enter an amount above 0 with at most 2 decimals'],
      ['-5', 'Enter an amount above 0 with at most 2 decimals'],
      ['1e15', 'Enter an amount above 0 with at most 2 decimals'],
      ['99.99', 'The amount must be at least 100.00'],
      // The balance (1,520.50) is the tightest bound here.
      ['1520.51', 'The amount can be at most 1,520.50'],
    ] as const) {
      fill({ amount, password: '666888' });
      submit();
      await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    }
    expect(operations).toEqual([]);
  });

  it('sends one request for a double click, and keeps the key only for a retry of the same submission', async () => {
    keys.length = 0;
    const { operations } = renderForm([withdrawAnswer({ fail: true }, 30), withdrawAnswer({}, 30), withdrawAnswer({})]);
    fill({ amount: '300', password: '666888' });
    submit();
    submit();
    expect(screen.getByRole('button', { name: 'Withdraw' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Network problem. Please check your connection and retry.')).toBeTruthy();
    expect(operations.filter((name) => name === 'Withdraw')).toHaveLength(1);

    // The retry of that submission: the same key, so the gateway would answer it once.
    submit();
    expect(await screen.findByTestId('withdraw-done')).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // A new submission after an answer: a new key.
    fill({ amount: '200', password: '666888' });
    submit();
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('shows the gateway refusals under their fields, in the player language', async () => {
    renderForm(
      [
        withdrawAnswer({
          errors: [
            { field: 'withdrawPassword', code: 'WITHDRAW_PASSWORD_WRONG' },
            { field: null, code: 'TURNOVER_REQUIRED', details: {} },
          ],
        }),
      ],
      'vi',
    );
    fireEvent.change(screen.getByLabelText('Số tiền'), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu rút tiền'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rút tiền' }));
    await waitFor(() => expect(screen.getByText('Mật khẩu rút tiền không đúng')).toBeTruthy());
    expect(within(screen.getByRole('alert')).getByText('Chưa đủ doanh thu cược để rút tiền')).toBeTruthy();
  });
});
