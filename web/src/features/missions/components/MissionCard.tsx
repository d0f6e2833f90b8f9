import { useIntl, type IntlShape } from 'react-intl';
import { formatPoints } from '../../../lib/numbers/format-numbers';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import type { MissionUnit } from '../../../gql/graphql';
import { formatLocalDateTime } from '../../../lib/date/local-date-time';
import { formatMoney } from '../../../lib/money/format-money';
import { missionPeriodLabel, missionStateLabel } from '../mission-labels';
import styles from './Missions.module.css';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const MissionCardMissionFragment = graphql(`
  fragment MissionCard_mission on Mission {
    id
    title
    period
    unit
    progress
    target
    state
    periodEndsAt
    reward {
      kind
      points
      amount
    }
  }
`);

// Bet amounts read as money, counts as whole numbers.
function formatUnit(intl: IntlShape, unit: MissionUnit, value: string): string {
  return unit === 'BET_AMOUNT' ? formatMoney(value, intl.locale) : intl.formatNumber(Number(value));
}

/** The share of the target reached, 0–100, for the progress bar. */
export function progressPercent(progress: string, target: string): number {
  const done = Number(progress);
  const goal = Number(target);
  if (!(goal > 0) || !Number.isFinite(done)) return 0;
  return Math.min(100, Math.max(0, Math.floor((done / goal) * 100)));
}

/** One mission: its period, a progress bar towards the target, the reward and its state. */
export function MissionCard({ mission }: { mission: FragmentType<typeof MissionCardMissionFragment> }) {
  const intl = useIntl();
  const data = useFragmentData(MissionCardMissionFragment, mission);
  if (!data) return null;
  const percent = progressPercent(data.progress, data.target);
  const reward =
    data.reward.kind === 'CASH'
      ? formatMoney(data.reward.amount, intl.locale)
      : intl.formatMessage({ id: 'points.value' }, { points: formatPoints(data.reward.points, intl.locale) });
  return (
    <li className={styles.mission} data-testid="mission" data-state={data.state}>
      <div className={styles.missionHead}>
        <span className={styles.period}>{missionPeriodLabel(intl, data.period)}</span>
        <span className={styles.state} data-state={data.state}>
          {missionStateLabel(intl, data.state)}
        </span>
      </div>
      <p className={styles.missionTitle}>{data.title}</p>
      <div
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'missions.progressLabel' }, { title: data.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={styles.bar}
      >
        <span className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.progressText}>
        {intl.formatMessage(
          { id: 'missions.progress' },
          { progress: formatUnit(intl, data.unit, data.progress), target: formatUnit(intl, data.unit, data.target) },
        )}
      </p>
      <p className={styles.reward}>{intl.formatMessage({ id: 'missions.reward' }, { reward })}</p>
      {data.state === 'IN_PROGRESS' ? (
        <p className={styles.ends}>{intl.formatMessage({ id: 'missions.endsAt' }, { time: formatLocalDateTime(data.periodEndsAt) })}</p>
      ) : null}
    </li>
  );
}
