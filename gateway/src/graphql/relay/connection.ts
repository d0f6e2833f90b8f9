import { gatewayError } from '../../infra/errors/gateway-error.js';

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

export interface ForwardPageArgs {
  first?: number | null;
  after?: string | null;
}

export const MAX_PAGE_SIZE = 100;

/** Our cursors are a few characters long: a longer one is refused before it is decoded. */
const MAX_CURSOR_LENGTH = 64;
/** No list the platform pages is this long, and it refuses page numbers past it. */
const MAX_OFFSET = 99_999;

const offsetCursor = (offset: number): string => Buffer.from(`offset:${offset}`).toString('base64url');

/** The offset just after `after`, or 0; a cursor we did not issue is the client's mistake. */
export function offsetAfter(after: string | null | undefined): number {
  if (after === null || after === undefined) return 0;
  const match = after.length <= MAX_CURSOR_LENGTH ? /^offset:(\d{1,9})$/.exec(Buffer.from(after, 'base64url').toString('utf8')) : null;
  const offset = match?.[1] === undefined ? undefined : Number(match[1]) + 1;
  if (offset === undefined || offset > MAX_OFFSET) throw gatewayError('BAD_USER_INPUT', 'Invalid cursor in "after".');
  return offset;
}

export function pageSize(first: number | null | undefined, fallback: number): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 0 || size > MAX_PAGE_SIZE) {
    throw gatewayError('BAD_USER_INPUT', `"first" must be from 0 to ${MAX_PAGE_SIZE}.`);
  }
  return size;
}

/** first/after checked and decoded; called before a whole list is read, a bad one costs no platform call. */
export function forwardPage(args: ForwardPageArgs, defaultSize: number): { start: number; size: number } {
  return { start: offsetAfter(args.after), size: pageSize(args.first, defaultSize) };
}

/** Pages a list the platform returns whole (announcements, menus). */
export function connectionFromArray<T>(items: readonly T[], args: ForwardPageArgs, defaultSize: number): Connection<T> {
  const { start, size } = forwardPage(args, defaultSize);
  const slice = items.slice(start, start + size);
  const edges = slice.map((node, i) => ({ cursor: offsetCursor(start + i), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: start + size < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: items.length,
  };
}

/**
 * Maps Relay's first/after onto the platform's 1-based pageNo/pageSize. The cursor stays an item
 * offset, so a page size change between requests cannot skip or repeat items.
 */
export interface UpstreamPage {
  pageNo: number;
  /** What to ask the platform for; never 0, which it does not take. */
  pageSize: number;
  /** Rows of that page before the cursor's item. */
  skip: number;
  offset: number;
  /** Rows the client asked for (0 asks for totalCount only). */
  take: number;
}

export function upstreamPageFor(args: ForwardPageArgs, defaultSize: number): UpstreamPage {
  const offset = offsetAfter(args.after);
  const take = pageSize(args.first, defaultSize);
  const size = Math.max(1, take);
  const pageNo = Math.floor(offset / size) + 1;
  return { pageNo, pageSize: size, skip: offset - (pageNo - 1) * size, offset, take };
}

export function connectionFromUpstreamPage<T>(
  items: readonly T[],
  page: Pick<UpstreamPage, 'offset' | 'skip' | 'take'>,
  totalCount: number,
): Connection<T> {
  const slice = items.slice(page.skip, page.skip + page.take);
  const edges = slice.map((node, i) => ({ cursor: offsetCursor(page.offset + i), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.offset + slice.length < totalCount,
      hasPreviousPage: page.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}
