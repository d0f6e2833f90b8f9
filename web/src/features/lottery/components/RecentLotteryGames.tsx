import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Button } from '../../../components/Button';
import type { LotteryView } from '../../../gql/graphql';
import type { LotteryGameChoice } from '../hooks/useLotteryLauncher';
import styles from './RecentLotteryGames.module.css';

export const RecentLotteryGamesViewerFragment = graphql(`
  fragment RecentLotteryGames_viewer on Viewer {
    recentLotteryGames {
      gameCode
      name
      prizeMode
    }
  }
`);

export interface RecentLotteryGamesProps {
  viewer: FragmentType<typeof RecentLotteryGamesViewerFragment>;
  onLaunch: (game: LotteryGameChoice, view: LotteryView) => void;
}

/** The member's recently played lottery games, one click from betting again. */
export function RecentLotteryGames({ viewer, onLaunch }: RecentLotteryGamesProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({
    fragment: RecentLotteryGamesViewerFragment,
    fragmentName: 'RecentLotteryGames_viewer',
    from: viewer,
  });
  if (!complete || !data.recentLotteryGames?.length) return null;
  return (
    <section aria-labelledby="lottery-recent-title" className={styles.recent} data-testid="recent-lottery">
      <h2 id="lottery-recent-title" className={styles.heading}>
        {intl.formatMessage({ id: 'lottery.recent.title' })}
      </h2>
      <ul className={styles.list}>
        {data.recentLotteryGames.map((game) => (
          <li key={game.gameCode}>
            <Button
              aria-label={intl.formatMessage({ id: 'lottery.game.bet' }, { name: game.name })}
              onClick={() => onLaunch(game, 'BETTING')}
            >
              {game.name}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
