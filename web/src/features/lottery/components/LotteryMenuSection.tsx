import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Button } from '../../../components/Button';
import type { LotteryView } from '../../../gql/graphql';
import type { LotteryGameChoice } from '../hooks/useLotteryLauncher';
import { formatDrawSchedule } from '../draw-schedule';
import { DrawCountdown } from './DrawCountdown';
import { StarIcon } from './StarIcon';
import styles from './LotteryMenuSection.module.css';

export const LotteryMenuSectionMenuFragment = graphql(`
  fragment LotteryMenuSection_menu on LotteryMenu {
    id
    code
    name
    games {
      gameCode
      name
      prizeMode
      schedule {
        cadence
        intervalSeconds
        weekdays
        time
        timeZone
      }
    }
  }
`);

export interface LotteryMenuSectionProps {
  menu: FragmentType<typeof LotteryMenuSectionMenuFragment>;
  selectedGameCode: string | null;
  favourites: ReadonlySet<string>;
  favouritesOnly: boolean;
  onSelect: (gameCode: string) => void;
  onLaunch: (game: LotteryGameChoice, view: LotteryView) => void;
  onToggleFavourite: (gameCode: string) => void;
}

/** One lottery menu (a region and its provinces, a fast-game group, a SEA market) with its games. */
export function LotteryMenuSection({
  menu,
  selectedGameCode,
  favourites,
  favouritesOnly,
  onSelect,
  onLaunch,
  onToggleFavourite,
}: LotteryMenuSectionProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: LotteryMenuSectionMenuFragment, fragmentName: 'LotteryMenuSection_menu', from: menu });
  if (!complete || !data.games) return null;
  const games = favouritesOnly ? data.games.filter((game) => favourites.has(game.gameCode)) : data.games;
  if (games.length === 0) return null;
  const titleId = `lottery-menu-${data.code}`;

  return (
    <section className={styles.menu} aria-labelledby={titleId} data-testid="lottery-menu">
      <h2 id={titleId} className={styles.title}>
        {data.name}
      </h2>
      <ul className={styles.games}>
        {games.map((game) => {
          const selected = game.gameCode === selectedGameCode;
          const favourite = favourites.has(game.gameCode);
          return (
            <li key={game.gameCode} className={styles.game} data-selected={selected || undefined} data-testid="lottery-game">
              {/* The schedule is outside the button: its name ("Results of <game>") then holds all its visible text. */}
              <span className={styles.label}>
                <button
                  type="button"
                  className={styles.name}
                  aria-pressed={selected}
                  aria-label={intl.formatMessage({ id: 'lottery.game.results' }, { name: game.name })}
                  onClick={() => onSelect(game.gameCode)}
                >
                  {game.name}
                </button>
                {game.schedule ? (
                  <span className={styles.schedule} data-testid="lottery-schedule">
                    {formatDrawSchedule(intl, game.schedule)}
                  </span>
                ) : null}
                {game.schedule ? <DrawCountdown schedule={game.schedule} /> : null}
              </span>
              <span className={styles.actions}>
                <Button
                  variant="primary"
                  aria-label={intl.formatMessage({ id: 'lottery.game.bet' }, { name: game.name })}
                  onClick={() => onLaunch(game, 'BETTING')}
                >
                  {intl.formatMessage({ id: 'lottery.game.betShort' })}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={intl.formatMessage({ id: 'lottery.game.lobby' }, { name: game.name })}
                  onClick={() => onLaunch(game, 'LOBBY')}
                >
                  {intl.formatMessage({ id: 'lottery.game.lobbyShort' })}
                </Button>
                <button
                  type="button"
                  className={styles.star}
                  aria-pressed={favourite}
                  aria-label={intl.formatMessage({ id: 'lottery.game.favourite' }, { name: game.name })}
                  onClick={() => onToggleFavourite(game.gameCode)}
                >
                  <StarIcon filled={favourite} />
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
