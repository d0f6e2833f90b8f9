import { describe, expect, it } from 'vitest';
import { SandboxStore } from '../../core/store.js';
import { HELP_CENTER } from '../content/help-center.js';
import { PLAYER_NOTICE_COUNT } from '../content/notices.js';
import { createSeedData } from '../seed-data.js';
import { mulberry32 } from '../../core/prng.js';

describe('seed data', () => {
  it('is the same on every build', () => {
    expect(createSeedData()).toEqual(createSeedData());
    expect(createSeedData()).not.toBe(createSeedData());
  });

  it('comes from a fixed PRNG sequence', () => {
    const first = mulberry32(42);
    const second = mulberry32(42);
    const draws = Array.from({ length: 5 }, () => first());
    expect(draws).toEqual(Array.from({ length: 5 }, () => second()));
    expect(new Set(draws).size).toBe(5);
  });

  it('names the brand one way, Saola, in every seeded text (issue 32, item 11: it was also "Sao La")', () => {
    const texts = JSON.stringify([createSeedData(), HELP_CENTER]);
    expect(texts).not.toMatch(/sao[\s_-]+la\b/i);
    for (const text of ['Chào mừng đến với Saola', 'Đại lý Saola', 'Ứng dụng Saola', 'Áo thun Saola', 'Saola là nền tảng']) expect(texts).toContain(text);
  });

  it('holds the accounts, 30+ player notices, popups, promotions, hot notices and banners', () => {
    const data = createSeedData();
    expect(data.accounts.slice(0, 5).map((account) => [account.account, account.password, account.type])).toEqual([
      ['agent01', 'secret88', 1],
      ['player01', 'secret88', 0],
      ['player02', '123456', 0],
      ['vip01', 'secret88', 0],
      ['player03', 'secret88', 0],
    ]);
    expect(data.accounts.find((a) => a.account === 'player03')?.passwordExpired).toBe(true);
    const byId = new Map(data.accounts.map((a) => [a.id, a]));
    expect(new Set(data.accounts.map((a) => a.id)).size).toBe(data.accounts.length);
    // Every agent type has a downline two levels deep: agent -> sub-agent -> member.
    for (const type of [1, 2, 41, 42]) {
      const top = data.accounts.find((a) => a.type === type && a.uplineId === null);
      const sub = data.accounts.find((a) => a.uplineId === top?.id && a.type !== 0);
      const member = data.accounts.find((a) => a.uplineId === sub?.id && a.type === 0);
      expect(member && byId.get(member.uplineId ?? -1)?.uplineId, `type ${type}`).toBe(top?.id);
    }
    const count = (type: string) => data.notices.filter((notice) => notice.type === type).length;
    expect(count('PL')).toBe(PLAYER_NOTICE_COUNT);
    expect(PLAYER_NOTICE_COUNT).toBeGreaterThanOrEqual(30);
    expect(count('PU')).toBeGreaterThan(0);
    expect(count('PR')).toBeGreaterThan(0);
    expect(count('H')).toBeGreaterThan(0);
    expect(new Set(data.notices.map((notice) => notice.id)).size).toBe(data.notices.length);
    expect(data.banners.some((banner) => banner.groupName === 'w_home')).toBe(true);
  });

  it('is restored exactly by a store reset after the routes changed it', () => {
    const store = new SandboxStore({ seed: createSeedData, merchant: 'SAOLA', idleTtlMs: 60_000, singleSession: true });
    const pristine = createSeedData();
    store.data.switches.FREEPLAY3 = false;
    store.data.site.maintenance = true;
    const player = store.accountByName('player01');
    if (player) player.lastLoginAt = 1;
    store.data.notices.pop();
    store.reset();
    expect(store.data).toEqual(pristine);
  });
});
