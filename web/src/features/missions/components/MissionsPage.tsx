import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MissionBoard_LeaderboardFragment, MissionPeriod, MissionSummary_SummaryFragment } from '../../../gql/graphql';
import { Tabs } from '../../../components/Tabs';
import { missionPeriodLabel, missionPeriods } from '../mission-labels';
import { MissionBoard } from './MissionBoard';
import { MissionSummary } from './MissionSummary';
import styles from './Missions.module.css';

/** The missions list's period (null: every period) and the leaderboard's period. */
export interface MissionFilters {
  period: MissionPeriod | null;
  board: MissionPeriod;
}

const allPeriods = 'ALL';
const asPeriod = (value: string | null): MissionPeriod | null => missionPeriods.find((period) => period === value) ?? null;

export function missionFiltersFromUrl(params: URLSearchParams): MissionFilters {
  return { period: asPeriod(params.get('period')), board: asPeriod(params.get('board')) ?? 'WEEKLY' };
}

export function missionFiltersToParams(filters: MissionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.period) params.set('period', filters.period);
  if (filters.board !== 'WEEKLY') params.set('board', filters.board);
  return params;
}

export interface MissionsPageProps {
  filters: MissionFilters;
  /** One of the two periods changed; the other stays as the URL has it now. */
  onFiltersChange: (change: Partial<MissionFilters>) => void;
  summary: MissionSummary_SummaryFragment;
  leaderboard: MissionBoard_LeaderboardFragment;
}

/** Page missionLeaderboard: the member's missions with their progress, then the period's leaderboard. */
export function MissionsPage({ filters, onFiltersChange, summary, leaderboard }: MissionsPageProps) {
  const intl = useIntl();
  const headingId = useId();
  const periodOptions = [
    { value: allPeriods, label: intl.formatMessage({ id: 'missions.period.ALL' }) },
    ...missionPeriods.map((period) => ({ value: period, label: missionPeriodLabel(intl, period) })),
  ];
  return (
    <div className={styles.page} data-testid="missions-page">
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} className={styles.heading}>
          {intl.formatMessage({ id: 'missions.title' })}
        </h2>
        <Tabs
          label={intl.formatMessage({ id: 'missions.periodFilter' })}
          options={periodOptions}
          value={filters.period ?? allPeriods}
          onChange={(value) => onFiltersChange({ period: asPeriod(value) })}
        >
          <MissionSummary summary={summary} />
        </Tabs>
      </section>
      <MissionBoard leaderboard={leaderboard} onPeriodChange={(board) => onFiltersChange({ board })} />
    </div>
  );
}
