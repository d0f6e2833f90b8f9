import type { IntlShape } from 'react-intl';
import type { PromotionState } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-id';

// Promotion.type and .badge are the platform's free-form codes (String in the schema), so these tables hold
// the ones the spec names (spec 001 §2); a code added later shows as the platform sends it.
const typeMessages: Readonly<Record<string, MessageId>> = {
  OTHERS: 'promotions.type.OTHERS',
  SPORTS: 'promotions.type.SPORTS',
  LIVE: 'promotions.type.LIVE',
  RNG: 'promotions.type.RNG',
  PVP: 'promotions.type.PVP',
  FISH: 'promotions.type.FISH',
  LOTT: 'promotions.type.LOTT',
  REBATE: 'promotions.type.REBATE',
  POINT_MALL: 'promotions.type.POINT_MALL',
  RANKING: 'promotions.type.RANKING',
  DEPOSIT: 'promotions.type.DEPOSIT',
  APP_DOWNLOAD: 'promotions.type.APP_DOWNLOAD',
  NEWBIE: 'promotions.type.NEWBIE',
};

const badgeMessages: Readonly<Record<string, MessageId>> = {
  NEWBIE: 'promotions.badge.NEWBIE',
  LIMITED: 'promotions.badge.LIMITED',
  SPECIAL_OFFER: 'promotions.badge.SPECIAL_OFFER',
  DAILY: 'promotions.badge.DAILY',
  HIGH_REBATE: 'promotions.badge.HIGH_REBATE',
  VIP: 'promotions.badge.VIP',
  HOT: 'promotions.badge.HOT',
  NEW: 'promotions.badge.NEW',
};

// PromotionState is a schema enum: a new state fails typecheck here until it has a label.
const stateMessages: Readonly<Record<PromotionState, MessageId>> = {
  UPCOMING: 'promotions.state.UPCOMING',
  ACTIVE: 'promotions.state.ACTIVE',
  ENDED: 'promotions.state.ENDED',
};

const readable = (code: string) => code.replace(/_/g, ' ');

function codeLabel(intl: IntlShape, messages: Readonly<Record<string, MessageId>>, code: string): string {
  const id = Object.hasOwn(messages, code) ? messages[code] : undefined;
  return id ? intl.formatMessage({ id }) : readable(code);
}

export function promotionTypeLabel(intl: IntlShape, type: string): string {
  return codeLabel(intl, typeMessages, type);
}

export function promotionBadgeLabel(intl: IntlShape, badge: string): string {
  return codeLabel(intl, badgeMessages, badge);
}

export function promotionStateLabel(intl: IntlShape, state: PromotionState): string {
  return intl.formatMessage({ id: stateMessages[state] });
}
