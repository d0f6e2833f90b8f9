import { fromGlobalId, toGlobalId } from '../../relay/global-id.js';

/** An account of a tree as its global id names it. */
export interface DownlineRef {
  accountId: number;
  account: string;
}

// The id carries the username too: the platform's team reports filter by username, and the tree check searches
// by it; both halves must match the same account of the viewer's tree before either is used.
const LOCAL_ID = /^([1-9]\d{0,14}):([A-Za-z0-9_]{1,40})$/;

export const downlineGlobalId = (accountId: number, account: string): string => toGlobalId('Downline', `${accountId}:${account}`);

export function parseDownlineId(globalId: string | null | undefined): DownlineRef | undefined {
  const parsed = globalId ? fromGlobalId(globalId) : null;
  const match = parsed?.type === 'Downline' ? LOCAL_ID.exec(parsed.id) : null;
  if (!match?.[1] || !match[2]) return undefined;
  return { accountId: Number(match[1]), account: match[2] };
}
