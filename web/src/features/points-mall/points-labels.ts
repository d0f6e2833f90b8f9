import type { IntlShape } from 'react-intl';
import type { PointRewardType, PointType, RedeemStatus } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-id';

// Schema enums: a value the schema adds fails typecheck here until it has a label.
const rewardTypeMessages: Readonly<Record<PointRewardType, MessageId>> = {
  CASH: 'pointMall.rewardType.CASH',
  PHYSICAL: 'pointMall.rewardType.PHYSICAL',
  BONUS: 'pointMall.rewardType.BONUS',
};

// Spec 001 §3: the point types, then the ledger's own movements.
const pointTypeMessages: Readonly<Record<PointType, MessageId>> = {
  LIVE: 'pointMall.pointType.LIVE',
  LOTT: 'pointMall.pointType.LOTT',
  PVP: 'pointMall.pointType.PVP',
  RNG: 'pointMall.pointType.RNG',
  SPORTS: 'pointMall.pointType.SPORTS',
  DEPOSIT: 'pointMall.pointType.DEPOSIT',
  BONUS: 'pointMall.pointType.BONUS',
  REDEEM: 'pointMall.pointType.REDEEM',
  REFUND: 'pointMall.pointType.REFUND',
  CONVERT: 'pointMall.pointType.CONVERT',
  REWARD: 'pointMall.pointType.REWARD',
};

// Spec 001 §3: in process, rejected, approved (and delivered, for goods).
const redeemStatusMessages: Readonly<Record<RedeemStatus, MessageId>> = {
  IN_PROCESS: 'pointMall.redeemStatus.IN_PROCESS',
  APPROVED: 'pointMall.redeemStatus.APPROVED',
  DELIVERED: 'pointMall.redeemStatus.DELIVERED',
  REJECTED: 'pointMall.redeemStatus.REJECTED',
};

export const rewardTypes = Object.keys(rewardTypeMessages) as PointRewardType[];
export const pointTypes = Object.keys(pointTypeMessages) as PointType[];
export const redeemStatuses = Object.keys(redeemStatusMessages) as RedeemStatus[];

export const rewardTypeLabel = (intl: IntlShape, type: PointRewardType) => intl.formatMessage({ id: rewardTypeMessages[type] });
export const pointTypeLabel = (intl: IntlShape, type: PointType) => intl.formatMessage({ id: pointTypeMessages[type] });
export const redeemStatusLabel = (intl: IntlShape, status: RedeemStatus) => intl.formatMessage({ id: redeemStatusMessages[status] });

// Spec 001 §3-4: every redemption is in process until approved, so what the card and its dialog say of the payout
// comes from the reward's type alone (the platform's description is the item's, not the payout's).
const payoutMessages: Readonly<Record<PointRewardType, MessageId>> = {
  CASH: 'pointMall.paidTo.CASH',
  PHYSICAL: 'pointMall.paidTo.PHYSICAL',
  BONUS: 'pointMall.paidTo.BONUS',
};

export const payoutNote = (intl: IntlShape, type: PointRewardType) => intl.formatMessage({ id: payoutMessages[type] });
