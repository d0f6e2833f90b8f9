import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Spinner } from '../../components/Spinner';
import { AnnouncementBar, AnnouncementBarMessage } from '../../features/notices/components/AnnouncementBar';
import { AnnouncementMarquee } from '../../features/notices/components/AnnouncementMarquee';
import { useOverlays } from '../overlays/overlay-context';
import { RouteErrorState } from './RouteErrorState';

// Spec: notices come 9 to a page.
export const noticePageSize = 9;

// /register opens home with the registration form; an invitation code in its URL is checked in the same
// request (spec 000 §4: "if the URL carries a code it is checked first").
const HomeRouteQuery = graphql(`
  query HomeRoute($noticeCount: Int!, $affiliateCode: String! = "", $withAffiliate: Boolean! = false) {
    ...AppShell_query
    notices(first: $noticeCount) {
      edges {
        node {
          id
          ...AnnouncementMarquee_notices
        }
      }
    }
    affiliateCode(code: $affiliateCode) @include(if: $withAffiliate) {
      code
      valid
    }
  }
`);

/**
 * Starts the home query while the router resolves the route: render-as-you-fetch, one request. With
 * `register`, the page opens the registration form, taking `affiliateCode` (or `code`) and `referralCode`
 * from the URL.
 */
export function homeLoader(preloadQuery: PreloadQueryFunction, { register = false } = {}) {
  return ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const affiliateCode = register ? (params.get('affiliateCode') ?? params.get('code') ?? '').trim() : '';
    const referralCode = register ? params.get('referralCode')?.trim() || null : null;
    const variables = affiliateCode
      ? { noticeCount: noticePageSize, affiliateCode, withAffiliate: true }
      : { noticeCount: noticePageSize };
    return { queryRef: preloadQuery(HomeRouteQuery, { variables }), register, referralCode };
  };
}

type HomeLoaderData = ReturnType<ReturnType<typeof homeLoader>>;

export function HomeRoute() {
  const loaderData = useLoaderData<HomeLoaderData>();
  return (
    <Suspense fallback={<HomeLoadingState />}>
      <HomeContent {...loaderData} />
    </Suspense>
  );
}

function HomeContent({ queryRef, register, referralCode }: HomeLoaderData) {
  const { data } = useReadQuery(queryRef);
  const { open } = useOverlays();
  const affiliateCode = data.affiliateCode?.code ?? null;
  const affiliateValid = data.affiliateCode?.valid ?? false;
  useEffect(() => {
    if (!register) return;
    const affiliate = affiliateCode === null ? null : { code: affiliateCode, valid: affiliateValid };
    open({ kind: 'register', affiliate, referralCode });
  }, [register, affiliateCode, affiliateValid, referralCode, open]);
  // The notice dialog opens at the selected notice once it exists; for now selection is only shown.
  const [selectedNoticeId, setSelectedNoticeId] = useState<string | null>(null);
  return (
    <AnnouncementMarquee
      notices={data.notices.edges.map((edge) => edge.node)}
      selectedId={selectedNoticeId}
      onSelect={setSelectedNoticeId}
    />
  );
}

export function HomeLoadingState() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'notices.loading' });
  return (
    <AnnouncementBar busy>
      <Spinner label={label} />
      <AnnouncementBarMessage>{label}</AnnouncementBarMessage>
    </AnnouncementBar>
  );
}

export function HomeErrorState() {
  return (
    <AnnouncementBar>
      <RouteErrorState />
    </AnnouncementBar>
  );
}
