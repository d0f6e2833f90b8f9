import type { IntlShape } from 'react-intl';
import type { PromotionState } from '../../gql/graphql';

// The platform's codes the spec names (spec 001 §2). A code added later shows as the platform sends it.
const typeCodes = [
  'OTHERS',
  'SPORTS',
  'LIVE',
  'RNG',
  'PVP',
  'FISH',
  'LOTT',
  'REBATE',
  'POINT_MALL',
  'RANKING',
  'DEPOSIT',
  'APP_DOWNLOAD',
  'NEWBIE',
] as const;
type TypeCode = (typeof typeCodes)[number];

const badgeCodes = ['NEWBIE', 'LIMITED', 'SPECIAL_OFFER', 'DAILY', 'HIGH_REBATE', 'VIP', 'HOT', 'NEW'] as const;
type BadgeCode = (typeof badgeCodes)[number];

const isTypeCode = (code: string): code is TypeCode => (typeCodes as readonly string[]).includes(code);
const isBadgeCode = (code: string): code is BadgeCode => (badgeCodes as readonly string[]).includes(code);

const readable = (code: string) => code.replace(/_/g, ' ');

export function promotionTypeLabel(intl: IntlShape, type: string): string {
  return isTypeCode(type) ? intl.formatMessage({ id: `promotions.type.${type}` }) : readable(type);
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
