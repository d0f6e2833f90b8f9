import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { JoinUs } from '../../../features/content/components/JoinUs';
import { useCustomerServiceChat } from '../../../features/content/hooks/useCustomerServiceChat';
import { useOverlays } from '../../overlays/overlay-context';
import { SiteRouteLoading } from './SiteRouteLoading';
import type { JoinRouteQuery as JoinRouteQueryData, JoinRouteQueryVariables } from '../../../gql/graphql';
import { defineQueryRoute, type QueryRouteProps } from '../query-route';

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

/** /join: the agent programme. Visitors register from it; members ask customer service. */
export const { loader: joinLoader, Component: JoinRoute } = defineQueryRoute({
  query: JoinRouteQuery,
  Fallback: SiteRouteLoading,
  Content: JoinContent,
});

function JoinContent({ queryRef }: QueryRouteProps<JoinRouteQueryData, JoinRouteQueryVariables>) {
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
