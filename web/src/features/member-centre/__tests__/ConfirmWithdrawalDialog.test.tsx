import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfirmWithdrawalDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { ConfirmWithdrawalDialog } from '../pages/withdraw/ConfirmWithdrawalDialog';

const withdrawal = { id: 'V2l0aGRyYXdhbENvbmZpcm1hdGlvbjo4ODAwMDE=', orderNo: 'WD880001', amount: '500.00' };
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'proof.png', { type: 'image/png' });

function answered(status: string) {
  return {
    data: {
      confirmWithdrawal: {
        __typename: 'ConfirmWithdrawalPayload',
        confirmation: { __typename: 'WithdrawalConfirmation', id: withdrawal.id, status, receivedAmount: null, remainingAmount: null, confirmedAt: null },
        userErrors: [],
      },
    },
  };
}

describe('ConfirmWithdrawalDialog', () => {
  it('needs a proof image for "not received", refuses a file that is not a picture, and sends the picture with the preflight header', async () => {
    const onClose = vi.fn();
    const { operations, variables, headers } = renderWithProviders(<ConfirmWithdrawalDialog withdrawal={withdrawal} answer="NOT_RECEIVED" autoReceiveMinutes={30} onClose={onClose} />, {
      mocks: [
        {
          request: {
            query: ConfirmWithdrawalDocument,
            variables: (variables: Record<string, unknown>) => Boolean(variables.input),
          },
          result: answered('NOT_RECEIVED'),
        },
      ],
    });
    const fileInput = screen.getByLabelText(/Proof images/) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please upload a proof image')).toBeTruthy();

    fireEvent.change(fileInput, { target: { files: [new File(['just text'], 'proof.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Only png or jpg images are accepted')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByText('Only png or jpg images are accepted')).toBeTruthy());

    const picture = png();
    fireEvent.change(fileInput, { target: { files: [picture] } });
    await waitFor(() => expect(screen.queryByText('Only png or jpg images are accepted')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // One request: the picture itself (sent as multipart) and the header the gateway's CSRF check asks for.
    expect(operations).toEqual(['ConfirmWithdrawal']);
    const input = variables[0]?.input as { answer: string; proofImages: File[]; withdrawalId: string };
    expect(input.answer).toBe('NOT_RECEIVED');
    expect(input.withdrawalId).toBe(withdrawal.id);
    expect(input.proofImages).toEqual([picture]);
    expect(headers[0]?.['Apollo-Require-Preflight']).toBe('true');
  });

  it('asks for an amount below the withdrawal for "partly received"', async () => {
    const { operations } = renderWithProviders(<ConfirmWithdrawalDialog withdrawal={withdrawal} answer="PARTIAL" autoReceiveMinutes={30} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Amount received'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The amount received must be below 500.00')).toBeTruthy();
    expect(operations).toEqual([]);
  });

  it('says on "received" that a forced receipt keeps the deposit, and on every answer when silence counts as received', () => {
    const forced = 'A withdrawal can also be forcibly marked as received; the deposit is then not refunded.';
    const { unmount } = renderWithProviders(<ConfirmWithdrawalDialog withdrawal={withdrawal} answer="RECEIVED" autoReceiveMinutes={45} onClose={vi.fn()} />);
    expect(screen.getByText(forced)).toBeTruthy();
    expect(screen.getByText('Without your answer within 45 minutes, a withdrawal counts as received.')).toBeTruthy();
    unmount();
    renderWithProviders(<ConfirmWithdrawalDialog withdrawal={withdrawal} answer="NOT_RECEIVED" autoReceiveMinutes={45} onClose={vi.fn()} />);
    expect(screen.queryByText(forced)).toBeNull();
    expect(screen.getByText('Without your answer within 45 minutes, a withdrawal counts as received.')).toBeTruthy();
  });
});
