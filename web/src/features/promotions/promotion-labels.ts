import type { IntlShape } from 'react-intl';
import type { PromotionMemberState, PromotionState, PromotionType } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-id';

// PromotionType is a schema enum: a value the schema adds fails typecheck here until it has a label.
const typeMessages: Readonly<Record<PromotionType, MessageId>> = {
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

// Promotion.badge is the platform's free-form code (String in the schema): these are the ones the spec names
// (spec 001 §2); a badge added later shows as the platform sends it.
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

// The member's state, as the page's activity labels say it (spec 001 §2); a new state fails typecheck here.
const memberStateMessages: Readonly<Record<PromotionMemberState, MessageId>> = {
  JOIN: 'promotions.memberState.JOIN',
  CLAIM: 'promotions.memberState.CLAIM',
  APPLYING: 'promotions.memberState.APPLYING',
  REJECTED: 'promotions.memberState.REJECTED',
  ISSUED: 'promotions.memberState.ISSUED',
  CLAIMED: 'promotions.memberState.CLAIMED',
  CLOSED: 'promotions.memberState.CLOSED',
  PROCESS: 'promotions.memberState.PROCESS',
  JOINED: 'promotions.memberState.JOINED',
  COMING_SOON: 'promotions.memberState.COMING_SOON',
  NOT_ELIGIBLE: 'promotions.memberState.NOT_ELIGIBLE',
};

/** A promotion type from outside (the URL's ?type=), or null when the schema has no such type. */
export const asPromotionType = (code: string | null | undefined): PromotionType | null =>
  code !== null && code !== undefined && Object.hasOwn(typeMessages, code) ? (code as PromotionType) : null;

export function promotionTypeLabel(intl: IntlShape, type: PromotionType): string {
  return intl.formatMessage({ id: typeMessages[type] });
}

export function promotionBadgeLabel(intl: IntlShape, badge: string): string {
  const id = Object.hasOwn(badgeMessages, badge) ? badgeMessages[badge] : undefined;
  return id ? intl.formatMessage({ id }) : badge.replace(/_/g, ' ');
}

export function promotionStateLabel(intl: IntlShape, state: PromotionState): string {
  return intl.formatMessage({ id: stateMessages[state] });
}

export function promotionMemberStateLabel(intl: IntlShape, state: PromotionMemberState): string {
  return intl.formatMessage({ id: memberStateMessages[state] });
}
