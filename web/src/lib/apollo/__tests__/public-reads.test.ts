import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import manifest from '../../../gql/persisted-documents.json';
import { isPublicRead } from '../public-reads';

/** The web's persisted operations that go as GET, by name. */
function publicReads(): string[] {
  return Object.values(manifest as Record<string, string>)
    .map((text) => parse(text))
    .filter(isPublicRead)
    .flatMap((document) => document.definitions.flatMap((definition) => (definition.kind === 'OperationDefinition' ? [definition.name?.value ?? ''] : [])))
    .sort();
}

describe('which operations go as GET', () => {
  it('sends the queries every visitor reads alike as GET, and members’ queries and every mutation as POST', () => {
    const reads = publicReads();
    expect(reads).toEqual(expect.arrayContaining(['AffiliateCodeCheck', 'CategoryRoute', 'HelpModal', 'HelpWithoutHeaderRoute', 'HomeRoute', 'HomeWinnersRefresh', 'LotteryRoute', 'NoticeBrowser', 'PromotionsRoute']));
    // A member's own data (the viewer, a record by id, a root field under @auth), and any change.
    for (const name of ['HomeMember', 'CategoryMember', 'PromotionsMember', 'LotteryMember', 'HeaderBalance', 'DepositOrderStatus', 'PvpRooms', 'Login', 'Logout', 'Withdraw']) {
      expect(reads, name).not.toContain(name);
    }
  });

  it('follows fragments on Query to the member fields they select', () => {
    expect(isPublicRead(parse('query A { ...F } fragment F on Query { viewer { id } }'))).toBe(false);
    expect(isPublicRead(parse('query A { ... on Query { node(id: "1") { id } } }'))).toBe(false);
    expect(isPublicRead(parse('query A { ...Missing }'))).toBe(false);
    expect(isPublicRead(parse('query A { ...F } fragment F on Query { helpTopics { id } }'))).toBe(true);
    expect(isPublicRead(parse('mutation A { logout }'))).toBe(false);
  });
});
