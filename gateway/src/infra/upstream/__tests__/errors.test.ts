import { describe, expect, it } from 'vitest';
import { classifyFailure, isUpstreamError, UpstreamError } from '../errors.js';

describe('classifyFailure', () => {
  it.each([
    [undefined, undefined, 'REJECTED'],
    [200, 'wrong.password', 'REJECTED'],
    [401, undefined, 'UNAUTHENTICATED'],
    [400, 'login.not.session', 'UNAUTHENTICATED'],
    [403, 'region.restricted', 'REGION_BLOCKED'],
    [403, undefined, 'FORBIDDEN'],
    [429, undefined, 'RATE_LIMITED'],
    [503, undefined, 'UPSTREAM_UNAVAILABLE'],
    [400, 'encryption.invalid', 'INTERNAL'],
  ] as const)('HTTP %s with %s is %s', (status, code, expected) => {
    expect(classifyFailure(status, code)).toBe(expected);
  });
});

describe('UpstreamError', () => {
  it('keeps upstream detail in fields and the cause', () => {
    const cause = new Error('socket hang up');
    const error = new UpstreamError({ code: 'UPSTREAM_UNAVAILABLE', call: 'balance', status: 502, upstreamCode: '#727', upstreamMessage: 'busy', cause });
    expect(isUpstreamError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('UpstreamError');
    expect(error).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', call: 'balance', status: 502, upstreamCode: '#727', upstreamMessage: 'busy' });
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('upstream call balance failed: UPSTREAM_UNAVAILABLE (HTTP 502 #727)');
  });
});
