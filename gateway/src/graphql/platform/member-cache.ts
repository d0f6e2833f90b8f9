import { createHash } from 'node:crypto';
import type { CachePolicy } from '../../infra/cache/index.js';
import { SITE_LANGUAGES } from './language.js';

/**
 * PRIVATE reads kept across requests for one member only. Freshness is short (a gaming site's header should
 * catch up within a minute of play elsewhere) and there is no stale serving: a member's own change deletes the
 * entries at once (Platform.write), and a new login gets a new token and so new keys. The balance is never here:
 * it is read at most once per request and shared by that request's fields.
 */
const MEMBER_POLICIES = {
  memberInfo: { ttlMs: 60_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, version: 1 },
  memberIcon: { ttlMs: 5 * 60_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, version: 1 },
  favouriteIds: { ttlMs: 60_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, version: 1 },
  // Badge counts move with play and with the platform's own grants: half a minute at most behind.
  missionSummary: { ttlMs: 30_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, version: 1 },
  unreadCount: { ttlMs: 30_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, version: 1 },
  rewardCount: { ttlMs: 30_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, version: 1 },
} as const satisfies Record<string, CachePolicy>;

export type MemberResource = keyof typeof MEMBER_POLICIES;
const MEMBER_RESOURCES = Object.keys(MEMBER_POLICIES) as MemberResource[];

export const memberPolicy = (resource: MemberResource): CachePolicy => MEMBER_POLICIES[resource];

/** Whose entries: the member and the session (a hash of its token, never the token itself). */
export interface MemberIdentity {
  merchant: string;
  memberId: string;
  token: string;
}

const sessionTag = (token: string): string => createHash('sha256').update(token).digest('base64url').slice(0, 22);

/** The key can only be built from the session's own token, so no other visitor can name, read or share it. */
export function memberKey(who: MemberIdentity, resource: MemberResource, language: string): string {
  return ['member', who.merchant, who.memberId, sessionTag(who.token), language, resource].map(encodeURIComponent).join(':');
}

/** Every entry of this member's session, in every language: what one of their own changes drops. */
export function allMemberKeys(who: MemberIdentity): string[] {
  return MEMBER_RESOURCES.flatMap((resource) => SITE_LANGUAGES.map((language) => memberKey(who, resource, language)));
}
