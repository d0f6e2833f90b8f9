import type { Downline } from '../../../__generated__/schema-types.js';
import { toDecimal } from '../../values/decimal.js';
import { downlineGlobalId } from './downline-ids.js';
import type { DownlineValue } from './upstream-shapes.js';

const iso = (ms: number | null | undefined): string | null => (typeof ms === 'number' ? new Date(ms).toISOString() : null);

export function toDownline(value: DownlineValue): Downline {
  return {
    id: downlineGlobalId(value.id, value.account),
    account: value.account,
    nickname: value.nickname?.trim() || null,
    isAgent: value.isAgent,
    level: value.level,
    uplineAccount: value.uplineAccount ?? null,
    registeredAt: iso(value.regDate),
    lastLoginAt: iso(value.lastLoginAt),
    balance: typeof value.balance === 'number' ? toDecimal(value.balance) : null,
    directDownlines: value.directDownlines,
    teamSize: value.teamSize,
  };
}
