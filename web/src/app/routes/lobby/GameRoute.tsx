import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router';
import { useApolloClient, useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { isGameExitMessage, isGameLaunchState } from '../../../components/game/game-launch';
import styles from './GameRoute.module.css';

// The frame page has no header (so no balance, spec 001 §4); it only needs to know whether someone is logged in.
const GameRouteQuery = graphql(`
  query GameRoute {
    viewer {
      member {
        id
      }
    }
  }
`);

// Playing moved money: when the player leaves the game, the wallet is read again for the header.
const GameWalletRefreshQuery = graphql(`
  query GameWalletRefresh {
    viewer {
      wallet {
        id
        balance
        currency
      }
    }
  }
`);

export function gameLoader(preloadQuery: PreloadQueryFunction) {
  return () => ({ queryRef: preloadQuery(GameRouteQuery) });
}

type GameLoaderData = ReturnType<ReturnType<typeof gameLoader>>;

export function GameRoute() {
  const { queryRef } = useLoaderData<GameLoaderData>();
  return (
    <Suspense fallback={<GameLoadingState />}>
      <GamePage queryRef={queryRef} />
    </Suspense>
  );
}

function GamePage({ queryRef }: GameLoaderData) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const { data } = useReadQuery(queryRef);
  const loggedIn = Boolean(data.viewer);
  const launch = isGameLaunchState(location.state) ? location.state : null;
  const returnTo = launch?.returnTo ?? paths.home;

  // A game's own Back link lands on /gameExit inside the frame, which asks this page to take the player back.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isGameExitMessage(event.data)) return;
      void navigate(event.data.to);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);

  useEffect(() => {
    if (!loggedIn) return undefined;
    return () => {
      // Failures leave the old balance; the next page load reads it anyway.
      client.query({ query: GameWalletRefreshQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
    };
  }, [client, loggedIn]);

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

export function GameLoadingState() {
  const intl = useIntl();
  return (
    <div className={styles.loading}>
      <Spinner label={intl.formatMessage({ id: 'gameLobby.game.loading' })} />
    </div>
  );
}
