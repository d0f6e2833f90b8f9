import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useApolloClient, useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { lotteryPathOf, paths } from '../../../config/paths';
import { withAllMessages } from '../../../i18n/all-messages';
import { MessageDialog } from '../../../components/MessageDialog';
import { Modal } from '../../../components/Modal';
import { AlternativeGamesDialog } from '../../../components/game/AlternativeGamesDialog';
import { GameGrid, type GameTileRef } from '../../../components/game/GameGrid';
import {
  GameActionsContext,
  type GameActions,
  type GameSummary,
  type LaunchOptions,
} from '../../../components/game/game-actions';
import { gameExitPath, type GameLaunchState } from '../../../components/game/game-launch';
import { isAnsweredByApp } from '../../../lib/errors/app-answered-codes';
import { errorMessage } from '../../../lib/errors/error-message';
import { formatFieldMessage, type FieldMessage } from '../../../lib/errors/field-message';
import { useFavouriteGame } from '../mutations/useFavouriteGame';
import { useLaunchGame } from '../mutations/useLaunchGame';
import { launchRefusalMessage } from '../launch-refusal';
import { LaunchingStatus } from './LaunchingStatus';
import styles from './GameActionsProvider.module.css';

// A card game's room list opens only on /pvp: its code and texts load with its first opening.
const PvpRoomsDialog = lazy(withAllMessages(() => import('./PvpRoomsDialog').then((module) => ({ default: module.PvpRoomsDialog }))));

export const GameActionsQueryFragment = graphql(`
  fragment GameActions_query on Query {
    viewer {
      member {
        id
        isTrial
      }
      favouriteGameIds
    }
  }
`);

/** The app's guards (spec 001 §4): the feature says which one an action needs, the app decides what happens. */
export interface GameActionGuards {
  /** Starting a game: a visitor logs in first; trial accounts play demo money. */
  requireLogin: (action: () => void) => void;
  /** Favourites: visitors log in, trial accounts get the need-real-account warning. */
  requireRealAccount: (action: () => void) => void;
}

// What the room list needs to know of a tile's game; GameTile_game has already put it in the cache.
const CardGameQueryFragment = graphql(`
  fragment GameActionsCardGame_game on Game {
    id
    opensGameList
  }
`);

type Dialog =
  | { kind: 'rooms'; game: GameSummary }
  | { kind: 'vendorGames'; title: string; games: ReadonlyArray<GameTileRef> }
  | { kind: 'maintenance'; gameName: string; games: ReadonlyArray<GameTileRef> }
  | { kind: 'error'; message: FieldMessage };

/** The sports book that opens through its own page (spec 001 §2 /fbsports). */
const FB_SPORTS = 'FB';

export interface GameActionsProviderProps extends GameActionGuards {
  children: ReactNode;
  /**
   * Card games open their room list first (the card-games page): the rooms are a member's call, so a visitor
   * logs in and a trial account is told it needs a real account.
   */
  cardGameRooms?: boolean;
}

/**
 * Launches games and toggles favourites for every tile below it, with the dialogs these lead to: a vendor's game
 * list (VASSALAGE), popular games instead of one under maintenance, and refusals.
 */
export function GameActionsProvider({ children, requireLogin, requireRealAccount, cardGameRooms = false }: GameActionsProviderProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { launchGame } = useLaunchGame();
  const setFavourite = useFavouriteGame();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [launching, setLaunching] = useState<string | null>(null);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(() => new Set());
  const { data } = useFragment({ fragment: GameActionsQueryFragment, fragmentName: 'GameActions_query', from: 'ROOT_QUERY' });
  const viewer = data.viewer ?? null;
  const trial = viewer?.member?.isTrial ?? false;
  // Unknown (null) until the page's query has read them.
  const favouriteIds = useMemo(() => {
    const ids = viewer?.favouriteGameIds;
    return Array.isArray(ids) ? new Set(ids.filter((id): id is string => typeof id === 'string')) : null;
  }, [viewer?.favouriteGameIds]);

  const showFailure = useCallback((error: unknown) => {
    // The app's overlays answer these (login popup, need-real-account, forced password change): no second dialog.
    if (isAnsweredByApp(error)) return;
    setDialog({ kind: 'error', message: errorMessage(error) });
  }, []);

  const launch = useCallback(
    async (game: GameSummary, options: LaunchOptions = {}) => {
      const returnTo = options.returnTo ?? `${location.pathname}${location.search}`;
      setDialog(null);
      setLaunching(game.name);
      try {
        const payload = await launchGame({ gameId: game.id, freePlay: trial, returnPath: gameExitPath(returnTo) });
        if (payload.url) {
          const state: GameLaunchState = { url: payload.url, title: game.name, demo: trial, returnTo };
          void navigate(paths.game, { state, replace: options.replace });
        } else if (payload.vendorGames) {
          setDialog({ kind: 'vendorGames', title: game.name, games: payload.vendorGames });
        } else if (payload.alternatives) {
          setDialog({ kind: 'maintenance', gameName: game.name, games: payload.alternatives });
        } else {
          setDialog({ kind: 'error', message: { id: launchRefusalMessage(payload.userErrors[0]) } });
        }
      } catch (error) {
        showFailure(error);
      } finally {
        setLaunching(null);
      }
    },
    [launchGame, location.pathname, location.search, navigate, showFailure, trial],
  );

  const toggle = useCallback(
    async (game: GameSummary, favourite: boolean) => {
      setPendingIds((ids) => new Set(ids).add(game.id));
      try {
        const payload = await setFavourite(game.id, !favourite);
        if (payload.userErrors.length > 0) {
          const full = payload.userErrors.some((error) => error.code === 'REJECTED');
          setDialog({ kind: 'error', message: { id: full ? 'gameLobby.favourite.full' : 'gameLobby.favourite.failed' } });
        }
      } catch (error) {
        showFailure(error);
      } finally {
        setPendingIds((ids) => {
          const next = new Set(ids);
          next.delete(game.id);
          return next;
        });
      }
    },
    [setFavourite, showFailure],
  );

  /** A card game has rooms; a card vendor's tile (its popup list) does not. */
  const hasRooms = useCallback(
    (game: GameSummary) => {
      if (game.category !== 'PVP') return false;
      const cached = client.cache.readFragment({
        fragment: CardGameQueryFragment,
        fragmentName: 'GameActionsCardGame_game',
        id: client.cache.identify({ __typename: 'Game', id: game.id }),
      });
      return cached?.opensGameList === false;
    },
    [client],
  );

  const actions = useMemo<GameActions>(
    () => ({
      open: (game) => {
        if (game.category === 'SPORTS' && game.vendorCode.toUpperCase() === FB_SPORTS) {
          void navigate(paths.fbSports);
          return;
        }
        // Spec 001 §4: a lottery game opens its lottery page, chosen by provider, where it is bet on and its results shown.
        if ((game.category === 'LOTT' || game.category === 'ELOTT') && game.gameCode) {
          void navigate(lotteryPathOf(game.vendorCode, game.gameCode));
          return;
        }
        if (cardGameRooms && hasRooms(game)) {
          requireRealAccount(() => setDialog({ kind: 'rooms', game }));
          return;
        }
        requireLogin(() => void launch(game));
      },
      launch: (game, options) => requireLogin(() => void launch(game, options)),
      toggleFavourite: (game) =>
        requireRealAccount(() => void toggle(game, favouriteIds?.has(game.id) ?? game.favourite ?? false)),
      isFavourite: (id) => favouriteIds?.has(id) ?? false,
      isFavouritePending: (id) => pendingIds.has(id),
    }),
    [favouriteIds, launch, navigate, pendingIds, requireLogin, requireRealAccount, toggle, cardGameRooms, hasRooms],
  );

  const close = () => setDialog(null);
  return (
    <GameActionsContext value={actions}>
      {children}
      {launching ? <LaunchingStatus name={launching} /> : null}
      {dialog?.kind === 'rooms' ? (
        <Suspense fallback={null}>
          <PvpRoomsDialog game={dialog.game} onEnter={() => void launch(dialog.game)} onClose={close} />
        </Suspense>
      ) : null}
      {dialog?.kind === 'vendorGames' ? (
        <Modal title={dialog.title} onClose={close} testId="vendor-games-dialog">
          <div className={styles.scroll}>
            <GameGrid games={dialog.games} label={intl.formatMessage({ id: 'gameLobby.vendorGames.label' }, { vendor: dialog.title })} />
          </div>
        </Modal>
      ) : null}
      {dialog?.kind === 'maintenance' ? (
        <AlternativeGamesDialog gameName={dialog.gameName} alternatives={dialog.games} onClose={close} />
      ) : null}
      {dialog?.kind === 'error' ? (
        <MessageDialog
          tone="warning"
          testId="game-error-dialog"
          title={intl.formatMessage({ id: 'gameLobby.error.title' })}
          message={<p>{formatFieldMessage(intl, dialog.message)}</p>}
          confirmLabel={intl.formatMessage({ id: 'gameLobby.error.ok' })}
          onConfirm={close}
        />
      ) : null}
    </GameActionsContext>
  );
}
