import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { RequestSession } from '../../../infra/session/request-session.js';
import type { SessionData } from '../../../infra/session/session-data.js';
import { requireRole } from '../require-role.js';

const sessionGetter = (session: SessionData | null) => ({ get: async () => session }) as unknown as RequestSession;
const sessionOf = (accountType: number): SessionData => ({ token: 't', memberId: '1', account: 'someone', accountType });

async function codeOf(check: Promise<unknown>): Promise<string | undefined> {
  try {
    await check;
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return (error as GraphQLError).extensions.code as string;
  }
}

describe('requireRole', () => {
  it('MEMBER: a session, or UNAUTHENTICATED', async () => {
    expect(await codeOf(requireRole(sessionGetter(null), 'MEMBER'))).toBe('UNAUTHENTICATED');
    expect(await requireRole(sessionGetter(sessionOf(0)), 'MEMBER')).toMatchObject({ account: 'someone' });
  });

  it('REAL_ACCOUNT: trial accounts (type 4) get NEED_REAL_ACCOUNT', async () => {
    expect(await codeOf(requireRole(sessionGetter(null), 'REAL_ACCOUNT'))).toBe('UNAUTHENTICATED');
    expect(await codeOf(requireRole(sessionGetter(sessionOf(4)), 'REAL_ACCOUNT'))).toBe('NEED_REAL_ACCOUNT');
    for (const type of [0, 1, 2, 41, 42]) expect(await codeOf(requireRole(sessionGetter(sessionOf(type)), 'REAL_ACCOUNT'))).toBeUndefined();
  });

  it('AGENT: types 1, 2, 41 and 42 only; members FORBIDDEN, trials NEED_REAL_ACCOUNT', async () => {
    for (const type of [1, 2, 41, 42]) expect(await codeOf(requireRole(sessionGetter(sessionOf(type)), 'AGENT'))).toBeUndefined();
    expect(await codeOf(requireRole(sessionGetter(sessionOf(0)), 'AGENT'))).toBe('FORBIDDEN');
    expect(await codeOf(requireRole(sessionGetter(sessionOf(4)), 'AGENT'))).toBe('NEED_REAL_ACCOUNT');
    expect(await codeOf(requireRole(sessionGetter(null), 'AGENT'))).toBe('UNAUTHENTICATED');
  });
});
