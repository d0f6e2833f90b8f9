import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { HeaderBalanceDocument } from '../../../gql/graphql';
import { balanceMock } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { BalanceDisplay } from '../BalanceDisplay';
import { balanceRetryMs, useHeaderFigures } from '../header-figures';

const failing = { request: { query: HeaderBalanceDocument, variables: { withCounts: false } }, error: new Error('wallet unavailable') };

// The balance as the header shows it: its own query, then the display.
function HeaderBalance() {
  const { wallet } = useHeaderFigures(false);
  return <BalanceDisplay wallet={wallet} />;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('BalanceDisplay', () => {
  it('shows "Updating…" until its own query answers, then the sum and currency', async () => {
    renderWithProviders(<HeaderBalance />, { mocks: [{ ...balanceMock(), delay: 50 }] });
    expect(screen.getByTestId('balance').textContent).toBe('Updating…');
    expect(screen.getByTestId('balance').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    expect(screen.getByTestId('balance').getAttribute('aria-busy')).toBe('false');
    expect(screen.getByText('VND')).toBeTruthy();
  });

  it('keeps the placeholder when the read fails, and asks again later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { operations } = renderWithProviders(<HeaderBalance />, { mocks: [failing, balanceMock()] });
    await waitFor(() => expect(operations).toEqual(['HeaderBalance']));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(balanceRetryMs - 1_000);
    });
    expect(screen.getByTestId('balance').textContent).toBe('Updating…');
    expect(operations).toEqual(['HeaderBalance']);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    expect(operations).toEqual(['HeaderBalance', 'HeaderBalance']);
  });

  it('keeps the sum already shown when a later read fails', async () => {
    const { client, operations } = renderWithProviders(<HeaderBalance />, { mocks: [{ ...balanceMock(), maxUsageCount: 1 }, failing] });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    await act(async () => {
      await client.refetchQueries({ include: ['HeaderBalance'] }).catch(() => undefined);
    });
    expect(operations).toEqual(['HeaderBalance', 'HeaderBalance']);
    expect(screen.getByTestId('balance').textContent).toBe('1,234.50');
  });
});
