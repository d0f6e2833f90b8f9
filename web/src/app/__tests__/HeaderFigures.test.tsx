import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { HeaderBalanceDocument } from '../../gql/graphql';
import { aliceViewer, balanceMock, siteFixture, withoutHeaderFigures } from '../../test/fixtures';
import { renderShell } from './shell-test-kit';
import { balanceRetryMs } from '../../components/account/header-figures';
import { setMoneyUnit } from '../../lib/money/money-unit';

const failing = { request: { query: HeaderBalanceDocument }, error: new Error('wallet unavailable') };
// The route's query came without the figures: the gateway's deadline passed before the platform answered.
const lateViewer = withoutHeaderFigures(aliceViewer);

afterEach(() => {
  vi.useRealTimers();
  setMoneyUnit('');
});

describe("the header's balance", () => {
  it('shows the sum the route query brought, with no request of its own', async () => {
    const { operations } = renderShell({ viewer: aliceViewer });
    expect(screen.getByTestId('balance').textContent).toBe('1,234.50');
    expect(screen.getByTestId('balance').getAttribute('aria-busy')).toBe('false');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(operations).toEqual([]);
  });

  it("writes it in the unit of the platform's currency settings, in the page's language", () => {
    renderShell({ viewer: aliceViewer, site: siteFixture({ moneyUnit: 'K' }), locale: 'vi' });
    expect(screen.getByTestId('balance').textContent).toBe('1.234,50\u00a0K');
  });

  it('shows "Updating…" when the route query came without it, then the sum its own read brings', async () => {
    const { operations } = renderShell({ viewer: lateViewer, mocks: [{ ...balanceMock(), delay: 50 }] });
    expect(screen.getByTestId('balance').textContent).toBe('Updating…');
    expect(screen.getByTestId('balance').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    expect(screen.getByTestId('balance').getAttribute('aria-busy')).toBe('false');
    expect(operations).toEqual(['HeaderBalance']);
  });

  it('keeps the placeholder when its read fails, and asks again later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { operations } = renderShell({ viewer: lateViewer, mocks: [failing, balanceMock()] });
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

  it('shows the new sum a re-read brings (a mutation that moved money), and keeps it when a later re-read fails', async () => {
    const moved = { ...aliceViewer.wallet, sumBalance: '1000.00' };
    const { client, operations } = renderShell({ viewer: aliceViewer, mocks: [{ ...balanceMock(moved), maxUsageCount: 1 }, failing] });
    expect(screen.getByTestId('balance').textContent).toBe('1,234.50');
    await act(async () => {
      await client.refetchQueries({ include: ['HeaderBalance'] });
    });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,000.00'));
    await act(async () => {
      await client.refetchQueries({ include: ['HeaderBalance'] }).catch(() => undefined);
    });
    expect(operations).toEqual(['HeaderBalance', 'HeaderBalance']);
    expect(screen.getByTestId('balance').textContent).toBe('1,000.00');
  });
});
