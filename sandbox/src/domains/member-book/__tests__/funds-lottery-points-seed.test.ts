import { describe, expect, it } from 'vitest';
import { SandboxStore } from '../../../core/store.js';
import { createSeedData } from '../../seed-data.js';
import { seedFundsLotteryPoints } from '../funds-lottery-points-data.js';
import { pointsBalanceOf } from '../member-book.js';
import { NEW_MEMBER_BONUS_POINTS } from '../point-config.js';

describe('funds, lottery and points seed', () => {
  it('is the same on every build', () => {
    expect(seedFundsLotteryPoints()).toEqual(seedFundsLotteryPoints());
  });

  it('gives every seeded member a consistent points ledger that starts with the new-member bonus', () => {
    const data = seedFundsLotteryPoints();
    for (const [accountId, book] of Object.entries(data.members)) {
      const [first, ...rest] = book.pointEntries;
      expect(first, accountId).toMatchObject({ transType: 'BONUS', points: NEW_MEMBER_BONUS_POINTS });
      let balance = first?.balanceAfter ?? 0;
      for (const entry of rest) {
        balance += entry.points;
        expect(entry.balanceAfter, accountId).toBe(balance);
        expect(balance).toBeGreaterThanOrEqual(0);
      }
      expect(pointsBalanceOf(book)).toBe(balance);
    }
    const vip = data.members['100003'];
    expect(vip && pointsBalanceOf(vip)).toBeGreaterThan(1_000);
  });

  it('seeds redeem history, inbox messages, missions and reward-centre items', () => {
    const books = Object.values(seedFundsLotteryPoints().members);
    expect(books.flatMap((book) => book.redeemOrders).length).toBeGreaterThan(5);
    expect(new Set(books.flatMap((book) => book.redeemOrders.map((order) => order.status)))).toEqual(new Set(['APPROVED', 'DELIVERED', 'REJECTED']));
    expect(books.every((book) => book.inbox.length >= 5 && book.missions.length === 8)).toBe(true);
    expect(books.every((book) => book.rewards.some((item) => item.status === 'UNCLAIMED'))).toBe(true);
  });

  it('is restored by a store reset after the routes changed it', () => {
    const store = new SandboxStore({ seed: createSeedData, merchant: 'SAOLA', idleTtlMs: 60_000, singleSession: true });
    const pristine = createSeedData().fundsLotteryPoints;
    const data = store.data.fundsLotteryPoints;
    data.merchantWallet.isSingle = true;
    data.pointRewards[0]!.stock = 0;
    data.members['100001']!.pointEntries.pop();
    store.data.answers['x'] = { fingerprint: '{}', value: 1 };
    store.reset();
    expect(store.data.fundsLotteryPoints).toEqual(pristine);
    expect(store.data.answers).toEqual({});
  });
});
