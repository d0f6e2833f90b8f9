import type { IntlShape } from 'react-intl';
import type { PromotionState, PromotionType } from '../../gql/graphql';

// Every schema value once: a value the schema adds fails typecheck here (and then needs its label in each locale).
const knownTypes: Record<PromotionType, true> = {
  OTHERS: true,
  SPORTS: true,
  LIVE: true,
  RNG: true,
  PVP: true,
  FISH: true,
  LOTT: true,
  REBATE: true,
  POINT_MALL: true,
  RANKING: true,
  DEPOSIT: true,
  APP_DOWNLOAD: true,
  NEWBIE: true,
};

/** A promotion type from outside (the URL's ?type=), or null when the schema has no such type. */
export const asPromotionType = (code: string | null | undefined): PromotionType | null =>
  code !== null && code !== undefined && Object.hasOwn(knownTypes, code) ? (code as PromotionType) : null;

const badgeCodes = ['NEWBIE', 'LIMITED', 'SPECIAL_OFFER', 'DAILY', 'HIGH_REBATE', 'VIP', 'HOT', 'NEW'] as const;
type BadgeCode = (typeof badgeCodes)[number];

const isBadgeCode = (code: string): code is BadgeCode => (badgeCodes as readonly string[]).includes(code);

const readable = (code: string) => code.replace(/_/g, ' ');

export function promotionTypeLabel(intl: IntlShape, type: PromotionType): string {
  return intl.formatMessage({ id: `promotions.type.${type}` });
}

export function promotionBadgeLabel(intl: IntlShape, badge: string): string {
  return isBadgeCode(badge) ? intl.formatMessage({ id: `promotions.badge.${badge}` }) : readable(badge);
}

export function promotionStateLabel(intl: IntlShape, state: PromotionState): string {
  return intl.formatMessage({ id: `promotions.state.${state}` });
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A promotion date as yyyy-MM-dd (local), the site's date format. */
export function formatPromotionDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
