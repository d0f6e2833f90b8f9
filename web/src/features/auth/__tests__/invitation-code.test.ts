import { afterEach, describe, expect, it } from 'vitest';
import { forgetInvitationCode, invitationCodeKey, invitationLifetimeMs, keepInvitationCode, storedInvitationCode } from '../invitation-code';

describe('the kept invitation code', () => {
  afterEach(() => window.localStorage.clear());

  it('is offered until its lifetime ends, then dropped from storage', () => {
    const start = Date.UTC(2026, 0, 1);
    keepInvitationCode('7P6LJM', start);
    expect(storedInvitationCode(start + 60 * 60 * 1000)).toBe('7P6LJM');
    expect(storedInvitationCode(start + invitationLifetimeMs - 1)).toBe('7P6LJM');
    expect(storedInvitationCode(start + invitationLifetimeMs)).toBeNull();
    expect(window.localStorage.getItem(invitationCodeKey)).toBeNull();
  });

  it('is gone once a registration used it; a later link replaces an earlier one', () => {
    keepInvitationCode('AAAA11');
    keepInvitationCode('BBBB22');
    expect(storedInvitationCode()).toBe('BBBB22');
    forgetInvitationCode();
    expect(storedInvitationCode()).toBeNull();
  });

  it('ignores what it did not write', () => {
    window.localStorage.setItem(invitationCodeKey, 'not json');
    expect(storedInvitationCode()).toBeNull();
    window.localStorage.setItem(invitationCodeKey, JSON.stringify({ code: 7, expiresAt: 'soon' }));
    expect(storedInvitationCode()).toBeNull();
  });
});
