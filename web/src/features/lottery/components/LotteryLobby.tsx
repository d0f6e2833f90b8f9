import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { MessageDialog } from '../../../components/MessageDialog';
import { AlternativeGamesDialog } from '../../../components/game/AlternativeGamesDialog';
import type { LotteryView } from '../../../gql/graphql';
import type { MessageId } from '../../../i18n/message-id';
import { formatFieldMessage } from '../../../lib/errors/field-message';
import { useLotteryFavourites } from '../hooks/useLotteryFavourites';
import { useLotteryLauncher, type LotteryGameChoice } from '../hooks/useLotteryLauncher';
import { LotteryMenuSection, type LotteryMenuSectionMenuFragment } from './LotteryMenuSection';
import { LotteryOpenedNumbers, type LotteryOpenedNumbersVariables } from './LotteryOpenedNumbers';
import { LotteryResults, type LotteryResultsResultFragment } from './LotteryResults';
import { RecentLotteryGames } from './RecentLotteryGames';
import styles from './LotteryLobby.module.css';

export const LotteryLobbyViewerFragment = graphql(`
  fragment LotteryLobby_viewer on Viewer {
    member {
      id
      account
    }
    ...RecentLotteryGames_viewer
    ...LotteryOpenedNumbers_viewer
  }
`);

type MenuRef = FragmentType<typeof LotteryMenuSectionMenuFragment> & { id: string };

export interface LotteryLobbyProps {
  title: MessageId;
  menus: ReadonlyArray<MenuRef>;
  /** Null when no game is chosen and the area has no default. */
  results: ReadonlyArray<FragmentType<typeof LotteryResultsResultFragment>> | null;
  selectedGameCode: string | null;
  viewer: FragmentType<typeof LotteryLobbyViewerFragment> | null;
  onSelectGame: (gameCode: string) => void;
  /** The app's guard: visitors log in, trial accounts get the need-real-account warning. */
  requireRealAccount: (action: () => void) => void;
  /** Opens the login dialog (the visitors' prompt beside the results). */
  onLogin: () => void;
  /** The page's variables the member's opened numbers were read with. */
  openedNumbersVariables: LotteryOpenedNumbersVariables;
  /** Set when the member's opened numbers could not be read: reads them again. */
  onRetryOpenedNumbers: (() => void) | null;
}

/**
 * A lottery page: menus (regions and provinces, markets) with their games, the member's draws (a login prompt for
 * visitors), latest results and recent games.
 */
export function LotteryLobby({
  title,
  menus,
  results,
  selectedGameCode,
  viewer,
  onSelectGame,
  requireRealAccount,
  onLogin,
  openedNumbersVariables,
  onRetryOpenedNumbers,
}: LotteryLobbyProps) {
  const intl = useIntl();
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const { data, complete } = useFragment({ fragment: LotteryLobbyViewerFragment, fragmentName: 'LotteryLobby_viewer', from: viewer });
  const member = (complete ? data.member : null) ?? null;
  const { favourites, toggle } = useLotteryFavourites(member?.account ?? null);
  const launcher = useLotteryLauncher();

  const launch = (game: LotteryGameChoice, view: LotteryView) => requireRealAccount(() => void launcher.launch(game, view));
  const toggleFavourite = (gameCode: string) => requireRealAccount(() => toggle(gameCode));
  const noFavourites = favouritesOnly && favourites.size === 0;

  return (
    <div className={styles.page} data-testid="lottery-lobby">
      <div className={styles.header}>
        <h1 className={styles.title}>{intl.formatMessage({ id: title })}</h1>
        <button
          type="button"
          className={styles.filter}
          aria-pressed={favouritesOnly}
          onClick={() => (favouritesOnly ? setFavouritesOnly(false) : requireRealAccount(() => setFavouritesOnly(true)))}
        >
          {intl.formatMessage({ id: 'lottery.favourites.only' })}
        </button>
      </div>
      {viewer && complete ? <RecentLotteryGames viewer={data} onLaunch={launch} /> : null}
      <div className={styles.layout}>
        <div className={styles.menus}>
          {menus.length === 0 ? <p className={styles.empty}>{intl.formatMessage({ id: 'lottery.menus.empty' })}</p> : null}
          {noFavourites ? <p className={styles.empty}>{intl.formatMessage({ id: 'lottery.favourites.empty' })}</p> : null}
          {menus.map((menu) => (
            <LotteryMenuSection
              key={menu.id}
              menu={menu}
              selectedGameCode={selectedGameCode}
              favourites={favourites}
              favouritesOnly={favouritesOnly}
              onSelect={onSelectGame}
              onLaunch={launch}
              onToggleFavourite={toggleFavourite}
            />
          ))}
        </div>
        <div className={styles.draws}>
          {/* The member's draws above the public results, once a game's results show. */}
          {results === null ? null : viewer && complete ? (
            <LotteryOpenedNumbers kind="member" viewer={data} variables={openedNumbersVariables} onRetry={onRetryOpenedNumbers} />
          ) : (
            <LotteryOpenedNumbers kind="visitor" onLogin={onLogin} />
          )}
          <LotteryResults results={results} />
        </div>
      </div>
      {launcher.launching ? (
        <p role="status" className={styles.launching} data-testid="game-launching">
          {intl.formatMessage({ id: 'lottery.launch.opening' }, { name: launcher.launching })}
        </p>
      ) : null}
      {launcher.dialog?.kind === 'maintenance' ? (
        <AlternativeGamesDialog
          gameName={launcher.dialog.gameName}
          alternatives={launcher.dialog.games}
          onClose={launcher.closeDialog}
        />
      ) : null}
      {launcher.dialog?.kind === 'error' ? (
        <MessageDialog
          tone="warning"
          testId="lottery-error-dialog"
          title={intl.formatMessage({ id: 'lottery.error.title' })}
          message={<p>{formatFieldMessage(intl, launcher.dialog.message)}</p>}
          confirmLabel={intl.formatMessage({ id: 'lottery.error.ok' })}
          onConfirm={launcher.closeDialog}
        />
      ) : null}
    </div>
  );
}
