import { describe, expect, it } from 'vitest';
import { connectionFromArray, connectionFromUpstreamPage, upstreamPageFor } from '../connection.js';
import { fromGlobalId, toGlobalId } from '../global-id.js';

const items = Array.from({ length: 20 }, (_, i) => `item-${i}`);

describe('connections', () => {
  it('pages forward through a whole list without gaps or repeats', () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: ReturnType<typeof connectionFromArray<string>> = connectionFromArray(items, { first: 9, after }, 9);
      seen.push(...page.edges.map((e) => e.node));
      expect(page.totalCount).toBe(20);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(items);
  });

  it('refuses bad cursors and page sizes', () => {
    expect(() => connectionFromArray(items, { after: 'bogus' }, 9)).toThrow(/cursor/);
    const cursor = (text: string) => Buffer.from(text).toString('base64url');
    expect(() => connectionFromArray(items, { after: cursor('offset:99999') }, 9)).toThrow(/cursor/);
    expect(connectionFromArray(items, { after: cursor('offset:99998') }, 9).edges).toEqual([]);
    expect(() => connectionFromArray(items, { first: 101 }, 9)).toThrow(/first/);
    expect(() => connectionFromArray(items, { first: -1 }, 9)).toThrow(/first/);
  });

  it('maps cursors onto upstream page numbers', () => {
    const first = upstreamPageFor({ first: 5 }, 10);
    expect(first).toMatchObject({ pageNo: 1, pageSize: 5, skip: 0 });
    const page = connectionFromUpstreamPage(items.slice(0, 5), first, 20);
    const next = upstreamPageFor({ first: 5, after: page.pageInfo.endCursor }, 10);
    expect(next).toMatchObject({ pageNo: 2, pageSize: 5, skip: 0, offset: 5 });
    const second = connectionFromUpstreamPage(items.slice(5, 10), next, 20);
    expect(second.edges[0]?.node).toBe('item-5');
    expect(second.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it('answers first: 0 with the count only, though the platform is asked for one row', () => {
    const page = upstreamPageFor({ first: 0 }, 10);
    expect(page).toMatchObject({ pageNo: 1, pageSize: 1, take: 0 });
    const connection = connectionFromUpstreamPage(items.slice(0, 1), page, 20);
    expect(connection.edges).toEqual([]);
    expect(connection.totalCount).toBe(20);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, startCursor: null, endCursor: null });
  });
});

describe('global ids', () => {
  it('are opaque and round-trip', () => {
    const id = toGlobalId('Notice', '17');
    expect(id).not.toContain('Notice');
    expect(fromGlobalId(id)).toEqual({ type: 'Notice', id: '17' });
    expect(fromGlobalId('!!')).toBeNull();
    expect(fromGlobalId(Buffer.from('nocolon').toString('base64url'))).toBeNull();
  });
});
