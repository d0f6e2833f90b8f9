import type { IntlShape } from 'react-intl';
import type { MissionPeriod, MissionState } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-id';

// Schema enums: a value the schema adds fails typecheck here until it has a label.
const periodMessages: Readonly<Record<MissionPeriod, MessageId>> = {
  DAILY: 'missions.period.DAILY',
  WEEKLY: 'missions.period.WEEKLY',
  MONTHLY: 'missions.period.MONTHLY',
};

const stateMessages: Readonly<Record<MissionState, MessageId>> = {
  IN_PROGRESS: 'missions.state.IN_PROGRESS',
  COMPLETED: 'missions.state.COMPLETED',
  CLAIMED: 'missions.state.CLAIMED',
};

export const missionPeriods: readonly MissionPeriod[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

export function missionPeriodLabel(intl: IntlShape, period: MissionPeriod): string {
  return intl.formatMessage({ id: periodMessages[period] });
}

export function missionStateLabel(intl: IntlShape, state: MissionState): string {
  return intl.formatMessage({ id: stateMessages[state] });
}
