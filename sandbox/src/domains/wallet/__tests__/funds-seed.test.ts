import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../app.js';
import { fundsBook } from '../funds-books.js';
import { lifetimeTotals, turnoverOf } from '../funds-turnover.js';
import { MAIN_WALLET } from '../../../core/accounts.js';
import { DAY_MS, SEED_EPOCH_MS } from '../../../core/epoch.js';
import { createSeedData } from '../../seed-data.js';
import { nextVipLevel, vipLevel } from '../vip-levels.js';

const data = createSeedData();
const bookOf = (name: string) => {
  const account = data.accounts.find((candidate) => candidate.account === name);
  const book = account === undefined ? undefined : data.funds.books[String(account.id)];
  if (account === undefined || book === undefined) throw new Error(`no book for ${name}`);
  return { account, book };
};

describe('funds seed', () => {
  it('is the same on every build', () => {
    expect(createSeedData().funds).toEqual(data.funds);
  });

  it('explains every main wallet: balances never go below 0 and the last one is the seeded balance', () => {
    for (const account of data.accounts) {
      const { book } = bookOf(account.account);
      let running = 0;
      for (const line of book.lines) {
        if (line.status === 'SUCCESS') running += line.amountCents;
        if (line.status !== 'FAILED') expect(line.balanceAfterCents, `${account.account} ${line.orderNo}`).toBe(running);
        expect(running).toBeGreaterThanOrEqual(0);
      }
      expect(running, account.account).toBe(account.wallets.find((wallet) => wallet.accountTypeId === MAIN_WALLET)?.availCents);
      expect(book.lines.map((line) => line.createdAt)).toEqual([...book.lines.map((line) => line.createdAt)].sort((a, b) => a - b));
      expect(book.lines.at(-1)?.createdAt ?? 0).toBeLessThan(SEED_EPOCH_MS);
    }
  });

  it('puts each member between its VIP level and the next, with orders behind the deposit and withdraw lines', () => {
    for (const account of data.accounts) {
      const { book } = bookOf(account.account);
      const totals = lifetimeTotals(book);
      const rank = account.clubLabel.rankLevel;
      const next = nextVipLevel(rank);
      expect(totals.depositCents, account.account).toBeGreaterThanOrEqual(vipLevel(rank).depositRequirementCents);
      if (next !== null) expect(totals.depositCents, account.account).toBeLessThan(next.depositRequirementCents);
      const ordered = new Set([...book.depositOrders, ...book.withdrawOrders].map((order) => order.lineId));
      const moneyLines = book.lines.filter((line) => line.transType === 'DEPOSIT' || line.transType === 'WITHDRAW');
      expect(moneyLines.every((line) => ordered.has(line.transId)), account.account).toBe(true);
      if (account.account !== 'player03') expect(turnoverOf(book).remainingCents, account.account).toBe(0);
    }
  });

  it('gives the named accounts their stories', () => {
    const player02 = bookOf('player02').book;
    expect(player02.depositOrders.map((order) => [order.amountCents, order.status])).toEqual([[30_000, 'SUCCESS']]);
    expect(player02.boundAccounts).toEqual([]);
    expect(turnoverOf(bookOf('player03').book).remainingCents).toBeGreaterThan(0);
    expect(bookOf('vip01').book.boundAccounts).toHaveLength(2);
    expect(bookOf('player01').book.boundAccounts).toHaveLength(1);
    expect(bookOf('vip01').book.bets.length).toBeGreaterThan(bookOf('player01').book.bets.length);
  });

  it('is re-dated once, on the first call after a reset, by clock minus epoch', () => {
    const { store } = createSandboxApp();
    const account = store.accountByName('player01');
    if (account === undefined) throw new Error('player01 missing');
    const seededFirst = data.funds.books[String(account.id)]?.lines[0]?.createdAt ?? 0;
    const now = SEED_EPOCH_MS + 400 * DAY_MS;
    store.clock.pin(now);
    expect(fundsBook(store, account).lines[0]?.createdAt).toBe(seededFirst + 400 * DAY_MS);
    store.clock.pin(now + DAY_MS);
    expect(fundsBook(store, account).lines[0]?.createdAt).toBe(seededFirst + 400 * DAY_MS);
    store.reset();
    expect(store.data.funds.anchoredAt).toBeNull();
  });
});
