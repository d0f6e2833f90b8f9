import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { RequestSession } from '../../../session/request-session.js';
import type { SessionData } from '../../../session/session-data.js';
import { requireAgent, requireRealAccount, requireViewer } from '../index.js';

const scopeOf = (session: SessionData | null) => ({ session: { get: async () => session } as unknown as RequestSession });
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

describe('guards', () => {
  it('requireViewer: a session, or UNAUTHENTICATED', async () => {
    expect(await codeOf(requireViewer(scopeOf(null)))).toBe('UNAUTHENTICATED');
    expect(await requireViewer(scopeOf(sessionOf(0)))).toMatchObject({ account: 'someone' });
  });

  it('requireRealAccount: trial accounts (type 4) get NEED_REAL_ACCOUNT', async () => {
    expect(await codeOf(requireRealAccount(scopeOf(null)))).toBe('UNAUTHENTICATED');
    expect(await codeOf(requireRealAccount(scopeOf(sessionOf(4))))).toBe('NEED_REAL_ACCOUNT');
    for (const type of [0, 1, 2, 41, 42]) expect(await codeOf(requireRealAccount(scopeOf(sessionOf(type))))).toBeUndefined();
  });

  it('requireAgent: types 1, 2, 41 and 42 only; members FORBIDDEN, trials NEED_REAL_ACCOUNT', async () => {
    for (const type of [1, 2, 41, 42]) expect(await codeOf(requireAgent(scopeOf(sessionOf(type))))).toBeUndefined();
    expect(await codeOf(requireAgent(scopeOf(sessionOf(0))))).toBe('FORBIDDEN');
    expect(await codeOf(requireAgent(scopeOf(sessionOf(4))))).toBe('NEED_REAL_ACCOUNT');
    expect(await codeOf(requireAgent(scopeOf(null)))).toBe('UNAUTHENTICATED');
  });
});
