import { createSeedData } from '../../seed-data.js';
import { describe, expect, it } from 'vitest';
import { seedAccounts } from '../../../core/accounts.js';
import type { Account } from '../../../core/accounts.js';
import { pointsBalanceOf } from '../member-book.js';
import { NEW_MEMBER_BONUS_POINTS, REVIEW_DELAY_MS } from '../point-config.js';
import { memberBook } from '../funds-lottery-points-books.js';
import { settledBook } from '../../wallet/member-book-settle.js';
import { SandboxStore } from '../../../core/store.js';

function newStore() {
  return new SandboxStore({ seed: createSeedData, merchant: 'SAOLA', idleTtlMs: 60_000, singleSession: true });
}

describe('member books', () => {
  it('opens a new-member book with the bonus for an account registered at runtime', () => {
    const store = newStore();
    const base = seedAccounts()[1] as Account;
    const registered: Account = { ...base, id: 123_456, account: 'newbie01', regDate: 1_800_000_000_000, wallets: [] };
    store.data.accounts.push(registered);
    store.clock.pin(1_800_000_000_000);
    const book = memberBook(store, registered);
    expect(book.pointEntries).toEqual([expect.objectContaining({ transType: 'BONUS', points: NEW_MEMBER_BONUS_POINTS, createdAt: 1_800_000_000_000 })]);
    expect(book.inbox).toHaveLength(1);
    expect(memberBook(store, registered)).toBe(book);
  });

  it('settles pending work exactly when it was due, however late it runs', () => {
    const store = newStore();
    const account = store.accountByName('player01') as Account;
    const book = memberBook(store, account);
    const createdAt = 1_760_000_000_000;
    book.applications.push({
      applicationId: 1, promotionId: 3002, requestId: 'r', comment: '', images: [{ type: 'png', bytes: 10 }],
      status: 'PENDING', remark: null, createdAt, reviewAt: createdAt + REVIEW_DELAY_MS, reviewedAt: null,
    });
    store.clock.pin(createdAt + REVIEW_DELAY_MS - 1);
    expect(settledBook(store, account).applications.at(-1)?.status).toBe('PENDING');
    store.clock.pin(createdAt + 100 * REVIEW_DELAY_MS);
    const settled = settledBook(store, account);
    expect(settled.applications.at(-1)).toMatchObject({ status: 'APPROVED', reviewedAt: createdAt + REVIEW_DELAY_MS });
    expect(settled.rewards.at(-1)).toMatchObject({ source: 'PROMOTION', status: 'UNCLAIMED', createdAt: createdAt + REVIEW_DELAY_MS });
    expect(pointsBalanceOf(settled)).toBeGreaterThan(0);
  });
});
