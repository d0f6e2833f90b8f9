import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useApolloClient } from '@apollo/client/react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/Button';
import { isGameExitMessage, isGameLaunchState } from '../../../components/game/game-launch';
import { forgetHeaderFigures } from '../../../components/account/header-figures';
import { useGameWindowClosedSignal } from '../../../components/game/game-window-closed';
import styles from './GameRoute.module.css';

/**
 * The frame page: no header, so no balance (spec 001 §4). Play moves the balance: the header's figures are
 * forgotten here, so the header reads them afresh when the player comes back.
 */
export function GameRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const launch = isGameLaunchState(location.state) ? location.state : null;
  const returnTo = launch?.returnTo ?? paths.home;
  const client = useApolloClient();

  useEffect(() => forgetHeaderFigures(client.cache), [client]);
  useGameWindowClosedSignal();

  // A game's own Back link lands on /gameExit inside the frame, which asks this page to take the player back.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isGameExitMessage(event.data)) return;
      void navigate(event.data.to);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);

  return (
    <div className={styles.page} data-testid="game-page">
      <header className={styles.bar}>
        <Button variant="secondary" onClick={() => void navigate(returnTo)}>
          {intl.formatMessage({ id: 'gameLobby.game.back' })}
        </Button>
        <h1 className={styles.title}>{launch?.title ?? intl.formatMessage({ id: 'gameLobby.game.title' })}</h1>
        {launch?.demo ? (
          <span className={styles.demo} data-testid="demo-badge">
            {intl.formatMessage({ id: 'gameLobby.game.demo' })}
          </span>
        ) : null}
      </header>
      {launch ? (
        <iframe
          className={styles.frame}
          src={launch.url}
          title={launch.title}
          data-testid="game-frame"
          allow="autoplay; fullscreen"
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className={styles.closed} role="status">
          <p>{intl.formatMessage({ id: 'gameLobby.game.closed' })}</p>
          <Link to={paths.home}>{intl.formatMessage({ id: 'gameLobby.game.toLobby' })}</Link>
        </div>
      )}
    </div>
  );
}
