import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { HeaderBalanceDocument } from '../../gql/graphql';
import { aliceViewer, balanceMock, siteFixture, trialViewer } from '../../test/fixtures';
import { renderShell } from './shell-test-kit';
import { balanceRetryMs, forgetHeaderFigures } from '../../components/account/header-figures';
import { setMoneyUnit } from '../../lib/money/money-unit';

const failing = { request: { query: HeaderBalanceDocument }, error: new Error('wallet unavailable') };
// A trial account has no streams (balanceChanged is for real accounts): the header reads its figures itself.
const trialBalance = (sumBalance = trialViewer.wallet.sumBalance) => balanceMock({ ...trialViewer.wallet, sumBalance }, null);

afterEach(() => {
  vi.useRealTimers();
  setMoneyUnit('');
});

describe("the header's balance", () => {
  it('shows the sum its stream answers first, with no request of its own', async () => {
    const { operations } = renderShell({ viewer: aliceViewer });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    expect(screen.getByTestId('balance').getAttribute('aria-busy')).toBe('false');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(operations).toEqual([]);
  });

  it("writes it in the unit of the platform's currency settings, in the page's language", async () => {
    renderShell({ viewer: aliceViewer, site: siteFixture({ moneyUnit: 'K' }), locale: 'vi' });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1.234,50\u00a0K'));
  });

  it('shows "Updating…" until its stream answers', async () => {
    const { live, operations } = renderShell({ viewer: aliceViewer, liveAnswers: [] });
    await waitFor(() => expect(live.openFeeds()).toContain('BALANCE'));
    expect(screen.getByTestId('balance').textContent).toBe('Updating…');
    expect(screen.getByTestId('balance').getAttribute('aria-busy')).toBe('true');
    act(() => live.send('BALANCE', aliceViewer.wallet));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    expect(screen.getByTestId('balance').getAttribute('aria-busy')).toBe('false');
    expect(operations).toEqual([]);
  });

  it("shows a trial account's sum its own read brings, read once", async () => {
    const { operations, streams } = renderShell({ viewer: trialViewer, mocks: [{ ...trialBalance(), delay: 50 }] });
    expect(screen.getByTestId('balance').textContent).toBe('Updating…');
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('10,000.00'));
    expect(operations).toEqual(['HeaderBalance']);
    // The tab's stream carries the site's status, never demo money.
    await waitFor(() => expect(streams).toEqual(['SITE_STATUS']));
  });

  it('keeps the placeholder when its read fails, and asks again later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { operations } = renderShell({ viewer: trialViewer, mocks: [failing, trialBalance()] });
    await waitFor(() => expect(operations).toEqual(['HeaderBalance']));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(balanceRetryMs - 1_000);
    });
    expect(screen.getByTestId('balance').textContent).toBe('Updating…');
    expect(operations).toEqual(['HeaderBalance']);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('10,000.00'));
    expect(operations).toEqual(['HeaderBalance', 'HeaderBalance']);
  });

  it('shows the new sum a re-read brings (a mutation that moved money), and keeps it when a later re-read fails', async () => {
    const { client, operations } = renderShell({ viewer: trialViewer, mocks: [{ ...trialBalance(), maxUsageCount: 1 }, { ...trialBalance('9000.00'), maxUsageCount: 1 }, failing] });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('10,000.00'));
    await act(async () => {
      await client.refetchQueries({ include: ['HeaderBalance'] });
    });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('9,000.00'));
    await act(async () => {
      await client.refetchQueries({ include: ['HeaderBalance'] }).catch(() => undefined);
    });
    expect(operations).toEqual(['HeaderBalance', 'HeaderBalance', 'HeaderBalance']);
    expect(screen.getByTestId('balance').textContent).toBe('9,000.00');
  });

  it('reads a forgotten sum again (a game was played) when it has no stream', async () => {
    const { client, operations } = renderShell({ viewer: trialViewer, mocks: [{ ...trialBalance(), maxUsageCount: 1 }, trialBalance('9500.00')] });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('10,000.00'));
    act(() => forgetHeaderFigures(client.cache));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('9,500.00'));
    expect(operations).toEqual(['HeaderBalance', 'HeaderBalance']);
  });
});
