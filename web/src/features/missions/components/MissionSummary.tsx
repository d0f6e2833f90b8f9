import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { MissionSummary_SummaryFragment } from '../../../gql/graphql';
import { memberPagePath } from '../../../config/paths';
import { EmptyState } from '../../../components/EmptyState';
import { MissionCard } from './MissionCard';
import styles from './Missions.module.css';

// The summary has no id of its own (it depends on the period asked): the route spreads this with @unmask.
export const MissionSummarySummaryFragment = graphql(`
  fragment MissionSummary_summary on MissionSummary {
    totalCount
    completedCount
    unclaimedCount
    missions {
      id
      ...MissionCard_mission
    }
  }
`);

/** How many missions are done, the rewards waiting for the member, and every mission with its progress. */
export function MissionSummary({ summary: data }: { summary: MissionSummary_SummaryFragment }) {
  const intl = useIntl();
  if (data.missions.length === 0) return <EmptyState message={intl.formatMessage({ id: 'missions.empty' })} testId="missions-empty" />;
  return (
    <>
      <p className={styles.summary} data-testid="missions-summary">
        {intl.formatMessage({ id: 'missions.completed' }, { done: data.completedCount, total: data.totalCount })}
        {data.unclaimedCount > 0 ? (
          <>
            {' · '}
            <Link to={memberPagePath('rewardCenter')}>{intl.formatMessage({ id: 'missions.unclaimed' }, { count: data.unclaimedCount })}</Link>
          </>
        ) : null}
      </p>
      <ul className={styles.missions}>
        {data.missions.map((mission) => (
          <MissionCard key={mission.id} mission={mission} />
        ))}
      </ul>
    </>
  );
}
