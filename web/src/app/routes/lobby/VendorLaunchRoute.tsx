import { Suspense, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/Button';
import { useGameActions, type GameSummary } from '../../../components/game/game-actions';
import { GameListSkeleton } from '../../../features/lobby/components/GameListSkeleton';
import { LobbyGameActions } from './LobbyGameActions';
import styles from './VendorLaunchRoute.module.css';

// The lanes say whether the vendor exists here (and its id); the launch itself is a mutation.
const VendorLaunchRouteQuery = graphql(`
  query VendorLaunchRoute {
    ...AppShell_query
    gameLanes {
      category
      vendors {
        id
        code
        name
      }
    }
  }
`);

/** The sports book of spec 001 §2: /fbsports opens the FB vendor. */
const FB_SPORTS = 'FB';

/**
 * /fbsports and /seamless: pages that open one vendor's game (FB Sports; /seamless?vendor=CODE or ?gameId=ID)
 * through launchGame with the vendor's id, then hand over to the game frame.
 */
export function vendorLaunchLoader(preloadQuery: PreloadQueryFunction, fixedVendor?: string) {
  return ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const vendorCode = (fixedVendor ?? params.get('vendor') ?? '').trim().toUpperCase();
    const gameId = fixedVendor ? '' : (params.get('gameId') ?? '').trim();
    // Back from the game returns to the vendor's category rather than to this page, which would open it again.
    const returnTo = fixedVendor === FB_SPORTS ? paths.sports : paths.home;
    return { queryRef: preloadQuery(VendorLaunchRouteQuery), vendorCode, gameId, returnTo };
  };
}

type VendorLaunchLoaderData = ReturnType<ReturnType<typeof vendorLaunchLoader>>;

export function VendorLaunchRoute() {
  const loaderData = useLoaderData<VendorLaunchLoaderData>();
  return (
    <Suspense fallback={<GameListSkeleton tiles={0} />}>
      <LobbyGameActions>
        <VendorLaunch {...loaderData} />
      </LobbyGameActions>
    </Suspense>
  );
}

function VendorLaunch({ queryRef, vendorCode, gameId, returnTo }: VendorLaunchLoaderData) {
  const intl = useIntl();
  const { data } = useReadQuery(queryRef);
  const { launch } = useGameActions();
  const started = useRef(false);

  let target: GameSummary | null = null;
  if (gameId) target = { id: gameId, name: intl.formatMessage({ id: 'gameLobby.game.title' }), vendorCode: '', category: 'RNG' };
  for (const lane of data.gameLanes) {
    const vendor = lane.vendors.find((candidate) => vendorCode && candidate.code.toUpperCase() === vendorCode);
    if (vendor) target = { id: vendor.id, name: vendor.name, vendorCode: vendor.code, category: lane.category };
  }

  // The page exists to open the game: start it once on arrival (a visitor gets the login popup first).
  useEffect(() => {
    if (started.current || !target) return;
    started.current = true;
    launch(target, { returnTo, replace: true });
  }, [launch, returnTo, target]);

  if (!target) {
    return (
      <section className={styles.page}>
        <h1 data-testid="vendor-unavailable" className={styles.title}>
          {intl.formatMessage({ id: 'gameLobby.vendor.unavailable' })}
        </h1>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="vendor-launch-title">
      <h1 id="vendor-launch-title" className={styles.title}>
        {target.name}
      </h1>
      <Button variant="primary" onClick={() => target && launch(target, { returnTo, replace: true })}>
        {intl.formatMessage({ id: 'gameLobby.vendor.open' }, { name: target.name })}
      </Button>
    </section>
  );
}
