import { graphql } from '../../../gql';
import { JoinUs } from '../../../features/content/components/JoinUs';
import { useCustomerServiceChat } from '../../../features/content/hooks/useCustomerServiceChat';
import { useOverlays } from '../../overlays/overlay-context';
import type { JoinRouteQuery as JoinRouteQueryData } from '../../../gql/graphql';
import { defineSitePage, type SitePageProps } from './site-page';

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
export const joinRoute = defineSitePage(JoinRouteQuery, JoinPage);

function JoinPage({ data }: SitePageProps<JoinRouteQueryData>) {
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
