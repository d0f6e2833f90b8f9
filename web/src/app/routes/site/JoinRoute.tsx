import { Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { JoinUs } from '../../../features/content/components/JoinUs';
import { useCustomerServiceChat } from '../../../features/content/hooks/useCustomerServiceChat';
import { useOverlays } from '../../overlays/overlay-context';
import { SiteRouteLoading } from './SiteRouteLoading';

const JoinRouteQuery = graphql(`
  query JoinRoute {
    ...AppShell_query
    viewer {
      member {
        id
      }
    }
  }
`);

export function joinLoader(preloadQuery: PreloadQueryFunction) {
  return () => ({ queryRef: preloadQuery(JoinRouteQuery) });
}

type JoinLoaderData = ReturnType<ReturnType<typeof joinLoader>>;

/** /join: the agent programme. Visitors register from it; members ask customer service. */
export function JoinRoute() {
  const { queryRef } = useLoaderData<JoinLoaderData>();
  return (
    <Suspense fallback={<SiteRouteLoading />}>
      <JoinContent queryRef={queryRef} />
    </Suspense>
  );
}

function JoinContent({ queryRef }: JoinLoaderData) {
  const { data } = useReadQuery(queryRef);
  const { open } = useOverlays();
  const openChat = useCustomerServiceChat();
  const loggedIn = Boolean(data.viewer);
  return (
    <JoinUs
      onRegister={loggedIn ? undefined : () => open({ kind: 'register', affiliate: null, referralCode: null })}
      onContact={() => void openChat()}
    />
  );
}
