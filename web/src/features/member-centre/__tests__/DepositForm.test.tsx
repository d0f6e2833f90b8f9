import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CreateDepositDocument } from '../../../gql/graphql';
import { userErrors } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { DepositForm, type DepositChannel } from '../pages/deposit/DepositForm';

const card: DepositChannel = {
  id: 'RGVwb3NpdENoYW5uZWw6NQ==',
  kind: 'SCRATCH_CARD',
  provider: null,
  name: 'Thẻ cào điện thoại',
  minAmount: '10.00',
  maxAmount: '500.00',
  presetAmounts: ['10.00', '20.00', '50.00', '100.00', '200.00', '500.00'],
  feeRate: '20',
  tutorial: null,
  bankAccounts: [],
  telcos: [{ code: 'VIETTEL', name: 'Viettel', faceValues: ['10.00', '50.00', '100.00'] }],
};

const bank: DepositChannel = {
  ...card,
  id: 'RGVwb3NpdENoYW5uZWw6MQ==',
  kind: 'BANK_TRANSFER',
  name: 'Chuyển khoản ngân hàng',
  minAmount: '100.00',
  maxAmount: '500000.00',
  presetAmounts: ['100.00', '500.00'],
  feeRate: '0',
  bankAccounts: [{ id: 'TWVyY2hhbnRCYW5rQWNjb3VudDoxMQ==', bankName: 'Vietcombank', accountNumber: '0071000888999', holderName: 'CONG TY TNHH SAOLA', branch: null }],
  telcos: [],
};

describe('DepositForm', () => {
  it('checks a scratch card as the gateway does: a face value of the telco, serial and PIN digits', async () => {
    const { operations } = renderWithProviders(<DepositForm channel={card} onCreated={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Card value'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Serial number'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(screen.getByText('Choose one of the card values')).toBeTruthy());
    expect(screen.getByText('The serial number has 10–15 digits')).toBeTruthy();
    expect(screen.getByText('The PIN has 12–15 digits')).toBeTruthy();
    // The telco's face values are the quick picks.
    const values = within(screen.getByRole('group', { name: 'Card values' })).getAllByRole('button');
    expect(values.map((button) => button.textContent)).toEqual(['10.00', '50.00', '100.00']);
    fireEvent.click(values[2] as HTMLElement);
    // The chip puts the figure in the notation the field reads: no idle ".00".
    expect((screen.getByLabelText('Card value') as HTMLInputElement).value).toBe('100');
    expect(operations).toEqual([]);
  });

  it('sends a bank transfer with its account and a key, and shows a refusal with its bound in Vietnamese', async () => {
    const sent: Array<Record<string, unknown>> = [];
    renderWithProviders(<DepositForm channel={bank} onCreated={vi.fn()} />, {
      locale: 'vi',
      mocks: [
        {
          request: {
            query: CreateDepositDocument,
            variables: (variables: Record<string, unknown>) => {
              sent.push(variables.input as Record<string, unknown>);
              return true;
            },
          },
          result: {
            data: {
              createDeposit: {
                __typename: 'CreateDepositPayload',
                deposit: null,
                userErrors: userErrors([{ field: 'amount', code: 'AMOUNT_TOO_LARGE', details: { maxAmount: '200000' } }]),
              },
            },
          },
        },
      ],
    });
    fireEvent.change(screen.getByLabelText('Số tiền'), { target: { value: '300000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo lệnh nạp' }));
    await waitFor(() => expect(screen.getByText('Số tiền tối đa là 200.000,00')).toBeTruthy());
    expect(sent).toEqual([
      {
        channelId: bank.id,
        amount: '300000',
        bankAccountId: 'TWVyY2hhbnRCYW5rQWNjb3VudDoxMQ==',
        payerName: null,
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      },
    ]);
  });
});
