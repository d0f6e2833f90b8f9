import type { IntlShape } from 'react-intl';
import type { RewardSource } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-id';

// A schema enum: a source the schema adds fails typecheck here until it has a label.
const sourceMessages: Readonly<Record<RewardSource, MessageId>> = {
  MISSION: 'rewards.source.MISSION',
  PROMOTION: 'rewards.source.PROMOTION',
  VIP: 'rewards.source.VIP',
  REBATE: 'rewards.source.REBATE',
  POINTS_MALL: 'rewards.source.POINTS_MALL',
};

export function rewardSourceLabel(intl: IntlShape, source: RewardSource): string {
  return intl.formatMessage({ id: sourceMessages[source] });
}
