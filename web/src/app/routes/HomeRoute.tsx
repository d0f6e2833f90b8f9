import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Spinner } from '../../components/Spinner';
import { AnnouncementBar, AnnouncementBarMessage } from '../../features/notices/components/AnnouncementBar';
import { BannerCarousel } from '../../features/content/components/BannerCarousel';
import { JackpotTicker } from '../../features/content/components/JackpotTicker';
import { HomeNotices } from '../site-chrome/HomeNotices';
import { useOverlays } from '../overlays/overlay-context';
import { RouteErrorState } from './RouteErrorState';
import { HomeLobbySection } from './lobby/HomeLobbySection';

// Spec: notices come 9 to a page.
export const noticePageSize = 9;

// What every visitor of the home page sees alike, and nothing of who is looking: a public read (GET), stored once
// for all visitors by the gateway and put into the page's HTML (issue 33). /register opens home with the
// registration form; an invitation code in its URL is checked in the same request (spec 000 §4: "if the URL
// carries a code it is checked first").
const HomeRouteQuery = graphql(`
  query HomeRoute($noticeCount: Int!, $affiliateCode: String! = "", $withAffiliate: Boolean! = false) {
    ...HomeLobby_query
    notices(first: $noticeCount) {
      edges {
        node {
          id
          ...AnnouncementMarquee_notices
        }
      }
      ...NoticeBrowser_connection
    }
    banners(group: HOME) {
      id
      ...BannerCarousel_banner
    }
    site {
      # The unit amounts are written in (lib/money/money-unit.ts): a server-rendered page and its hydration show the
      # winners' amounts with it before the member part (the shell's own copy) has arrived.
      currency {
        symbol
      }
      ...JackpotTicker_site
    }
    popupNotices {
      id
      ...PopupNotices_notice
    }
    affiliateCode(code: $affiliateCode) @include(if: $withAffiliate) {
      code
      valid
    }
  }
`);

// The home page's part that depends on who is looking: the shell (the viewer, the site's status for this visitor's
// region) and the tiles' hearts (one list of the member's ids, so the game lists themselves are the same for
// everyone). Asked beside the public part, never stored with it.
const HomeMemberQuery = graphql(`
  query HomeMember {
    ...AppShell_query
    ...GameActions_query
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
    const queryRef = preloadQuery(HomeRouteQuery, { variables });
    // The member part's errors are the shell's to show (its skeleton, the site gate): the page's content stays.
    const memberRef = preloadQuery(HomeMemberQuery, { errorPolicy: 'all' });
    return { queryRef, memberRef, register, referralCode };
  };
}

type HomeLoaderData = ReturnType<ReturnType<typeof homeLoader>>;

export function HomeRoute() {
  const loaderData = useLoaderData<HomeLoaderData>();
  return (
    <>
      <Suspense fallback={null}>
        <HomeMemberPart memberRef={loaderData.memberRef} />
      </Suspense>
      <Suspense fallback={<HomeLoadingState />}>
        <HomeContent {...loaderData} />
      </Suspense>
    </>
  );
}

/**
 * Keeps the member part watched while the page is open (the shell reads it from the cache), so a login or a
 * language change refetches it with the active queries. Renders nothing; its own boundary, so the content never
 * waits for it.
 */
function HomeMemberPart({ memberRef }: Pick<HomeLoaderData, 'memberRef'>) {
  useReadQuery(memberRef);
  return null;
}

function HomeContent({ queryRef, register, referralCode }: HomeLoaderData) {
  const intl = useIntl();
  const { data } = useReadQuery(queryRef);
  const { open } = useOverlays();
  const affiliateCode = data.affiliateCode?.code ?? null;
  const affiliateValid = data.affiliateCode?.valid ?? false;
  useEffect(() => {
    if (!register) return;
    const affiliate = affiliateCode === null ? null : { code: affiliateCode, valid: affiliateValid };
    open({ kind: 'register', affiliate, referralCode });
  }, [register, affiliateCode, affiliateValid, referralCode, open]);
  return (
    <>
      {/* Every page has one h1 (issue 16); the home page's title is the site's name, as the logo shows it. */}
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'app.brand' })}</h1>
      <BannerCarousel banners={data.banners} />
      <HomeNotices notices={data.notices.edges.map((edge) => edge.node)} popupNotices={data.popupNotices} />
      <JackpotTicker site={data.site} />
      <HomeLobbySection query={data} />
    </>
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
