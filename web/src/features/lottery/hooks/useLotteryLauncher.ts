import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { GameTileRef } from '../../../components/game/GameGrid';
import { gameExitPath, type GameLaunchState } from '../../../components/game/game-launch';
import type { LotteryPrizeMode, LotteryView } from '../../../gql/graphql';
import { isAnsweredByApp } from '../../../lib/errors/app-answered-codes';
import { errorMessage } from '../../../lib/errors/error-message';
import type { FieldMessage } from '../../../lib/errors/field-message';
import { useLaunchLottery } from '../mutations/useLaunchLottery';

export interface LotteryGameChoice {
  gameCode: string;
  name: string;
  prizeMode: LotteryPrizeMode;
}

export type LotteryLaunchDialog =
  | { kind: 'maintenance'; gameName: string; games: ReadonlyArray<GameTileRef> }
  | { kind: 'error'; message: FieldMessage };

/** Opens a lottery game's betting or lobby view in the game frame (spec 001 §4, lottoView betting|lobby). */
export function useLotteryLauncher() {
  const navigate = useNavigate();
  const location = useLocation();
  const launchLottery = useLaunchLottery();
  const [launching, setLaunching] = useState<string | null>(null);
  const [dialog, setDialog] = useState<LotteryLaunchDialog | null>(null);

  const launch = useCallback(
    async (game: LotteryGameChoice, view: LotteryView) => {
      const returnTo = `${location.pathname}${location.search}`;
      setLaunching(game.name);
      try {
        const payload = await launchLottery({
          gameCode: game.gameCode,
          prizeMode: game.prizeMode,
          view,
          returnPath: gameExitPath(returnTo),
        });
        if (payload.url) {
          const state: GameLaunchState = { url: payload.url, title: game.name, demo: false, returnTo };
          void navigate(paths.game, { state });
        } else if (payload.alternatives) {
          setDialog({ kind: 'maintenance', gameName: game.name, games: payload.alternatives });
        } else {
          setDialog({ kind: 'error', message: { id: 'lottery.launch.refused' } });
        }
      } catch (error) {
        // The app's overlays answer these (login popup, need-real-account, forced password change).
        if (!isAnsweredByApp(error)) setDialog({ kind: 'error', message: errorMessage(error) });
      } finally {
        setLaunching(null);
      }
    },
    [launchLottery, location.pathname, location.search, navigate],
  );

  return { launch, launching, dialog, closeDialog: () => setDialog(null) };
}
