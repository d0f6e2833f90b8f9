import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formatPoints } from '../../../lib/numbers/format-numbers';
import { graphql } from '../../../gql';
import type { MissionBoard_LeaderboardFragment, MissionPeriod } from '../../../gql/graphql';
import { EmptyState } from '../../../components/EmptyState';
import { Tabs } from '../../../components/Tabs';
import { formatLocalDate } from '../../../lib/date/local-date-time';
import { missionPeriodLabel, missionPeriods } from '../mission-labels';
import styles from './Missions.module.css';

// A leaderboard has no id of its own (it is one period's): the route spreads this with @unmask.
export const MissionBoardLeaderboardFragment = graphql(`
  fragment MissionBoard_leaderboard on MissionLeaderboard {
    period
    startsAt
    endsAt
    entries {
      rank
      account
      score
      isMe
    }
    me {
      rank
      score
    }
  }
`);

export interface MissionBoardProps {
  leaderboard: MissionBoard_LeaderboardFragment;
  onPeriodChange: (period: MissionPeriod) => void;
}

/** The leaderboard of a period: the top players by mission score and the member's own place. */
export function MissionBoard({ leaderboard: data, onPeriodChange }: MissionBoardProps) {
  const intl = useIntl();
  const headingId = useId();
  const options = missionPeriods.map((period) => ({ value: period, label: missionPeriodLabel(intl, period) }));
  return (
    <section aria-labelledby={headingId} className={styles.section} data-testid="mission-leaderboard">
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage({ id: 'missions.leaderboard' })}
      </h2>
      <Tabs label={intl.formatMessage({ id: 'missions.leaderboardPeriod' })} options={options} value={data.period} onChange={onPeriodChange}>
        <p className={styles.summary}>
          {intl.formatMessage({ id: 'missions.window' }, { from: formatLocalDate(data.startsAt), to: formatLocalDate(data.endsAt) })}
          {' · '}
          <span data-testid="mission-my-rank">
            {data.me?.rank
              ? intl.formatMessage({ id: 'missions.myRank' }, { rank: data.me.rank, score: formatPoints(data.me.score, intl.locale) })
              : intl.formatMessage({ id: 'missions.unranked' })}
          </span>
        </p>
        {data.entries.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: 'missions.leaderboardEmpty' })} />
        ) : (
          <table className={styles.board}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'missions.rank' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'missions.player' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'missions.score' })}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.rank} data-me={entry.isMe || undefined} aria-current={entry.isMe || undefined}>
                  <td>{entry.rank}</td>
                  {/* Every player, the member too, is their masked account: one display that reveals no one. */}
                  <td>{entry.account}</td>
                  <td>{formatPoints(entry.score, intl.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Tabs>
    </section>
  );
}
