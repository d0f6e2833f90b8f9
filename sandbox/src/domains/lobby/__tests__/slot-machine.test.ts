import { describe, expect, it } from 'vitest';
import type { Account } from '../../../core/accounts.js';
import type { SlotPlay } from '../games-launches.js';
import { payoutMultiplier, spin, spinReels, SYMBOLS } from '../games-slot.js';

function player(mainCents: number): Account {
  return {
    id: 1,
    account: 'tester',
    password: 'x',
    paymentPassword: null,
    nickname: 'Tester',
    type: 0,
    uplineId: null,
    clubLabel: { labelName: 'VIP 0', rankLevel: 0 },
    memberLabels: [],
    regDate: 0,
    mobile: '0900000000',
    passwordExpired: false,
    lastLoginAt: null,
    wallets: [{ accountTypeId: 2, name: 'Main wallet', availCents: mainCents }],
  };
}

function play(free = false): SlotPlay {
  return { playId: 'p', ticket: 'ticket-1', accountId: 1, nodeId: 20001, free, minBetCents: 50, funCents: 200_000, spins: 0, answers: {} };
}

describe('the demo slot machine', () => {
  it('pays three of a kind by the table and two cherries double', () => {
    expect(payoutMultiplier(['seven', 'seven', 'seven'])).toBe(50);
    expect(payoutMultiplier(['cherry', 'cherry', 'cherry'])).toBe(5);
    expect(payoutMultiplier(['cherry', 'bar', 'cherry'])).toBe(2);
    expect(payoutMultiplier(['cherry', 'bar', 'bell'])).toBe(0);
  });

  it('draws the same reels for the same ticket and spin number', () => {
    expect(spinReels('abc', 3)).toEqual(spinReels('abc', 3));
    const draws = Array.from({ length: 200 }, (_, index) => spinReels('abc', index + 1)).flat();
    for (const symbol of SYMBOLS) expect(draws).toContain(symbol);
  });

  it('debits the bet and credits the win on the main wallet, once per requestId', () => {
    const account = player(10_000);
    const round = play();
    const first = spin(round, account, 100, 'a');
    if (!first.ok) throw new Error(first.refusal);
    expect(account.wallets[0]?.availCents).toBe(10_000 - 100 + first.multiplier * 100);
    expect(first.answer.balance * 100).toBe(account.wallets[0]?.availCents);
    const again = spin(round, account, 100, 'a');
    expect(again).toMatchObject({ ok: true, replay: true, answer: first.answer });
    expect(account.wallets[0]?.availCents).toBe(first.answer.balance * 100);
  });

  it('refuses a bet above the balance, below the minimum, or malformed', () => {
    const account = player(99);
    expect(spin(play(), account, 100, undefined)).toEqual({ ok: false, refusal: 'INSUFFICIENT_BALANCE' });
    expect(spin(play(), account, 10, undefined)).toEqual({ ok: false, refusal: 'BELOW_MIN_BET' });
    expect(spin(play(), account, -5, undefined)).toEqual({ ok: false, refusal: 'INVALID_BET' });
    expect(account.wallets[0]?.availCents).toBe(99);
  });

  it('plays free rounds on fun credits, never on the wallet', () => {
    const account = player(10_000);
    const round = play(true);
    const result = spin(round, account, 1_000, undefined);
    if (!result.ok) throw new Error(result.refusal);
    expect(account.wallets[0]?.availCents).toBe(10_000);
    expect(round.funCents).toBe(200_000 - 1_000 + result.multiplier * 1_000);
  });
});
