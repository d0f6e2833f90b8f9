import { NoticeBrowserDocument } from '../../../gql/graphql';

/** Notice n (1-based) as the gateway sends it, with an offset cursor. */
export function noticeEdge(n: number) {
  return {
    __typename: 'NoticeEdge',
    cursor: `c${n - 1}`,
    node: {
      __typename: 'Notice',
      id: `Tm90aWNl${n}`,
      title: `Notice ${n}`,
      content: `<p>Body of notice ${n}</p>`,
      startsAt: new Date(2026, 10, n, 9, 5, 7).toISOString(),
    },
  };
}

/** The NoticeBrowser query's page of `first` notices after `after` (of `total`), as a MockLink response. */
export function noticePage(total: number, first: number, after: number | null) {
  const start = after === null ? 1 : after + 2;
  const end = Math.min(total, start + first - 1);
  const edges = Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => noticeEdge(start + index));
  return {
    request: { query: NoticeBrowserDocument, variables: after === null ? { first } : { first, after: `c${after}` } },
    result: {
      data: {
        notices: {
          __typename: 'NoticeConnection',
          edges,
          pageInfo: { __typename: 'PageInfo', hasNextPage: end < total, endCursor: edges.at(-1)?.cursor ?? null },
          totalCount: total,
        },
      },
    },
  };
}
