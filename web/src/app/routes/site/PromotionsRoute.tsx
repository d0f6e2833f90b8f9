import { Suspense, type ReactNode } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { paths } from '../../../config/paths';
import { BannerCarousel } from '../../../features/content/components/BannerCarousel';
import { PromotionApplications } from '../../../features/promotions/components/PromotionApplications';
import { PromotionList, allPromotionTypes } from '../../../features/promotions/components/PromotionList';
import { PromotionViews } from '../../../features/promotions/components/PromotionViews';
import { asPromotionType } from '../../../features/promotions/promotion-labels';
import { useHydrated } from '../../../lib/hooks/useHydrated';
import { usePagedQuery } from '../use-paged-query';
import { SiteRouteLoading } from './SiteRouteLoading';

export const APPLICATION_PAGE_SIZE = 20;

// The page's public part: the banners, the type filter and the promotions, the same for every visitor (a public
// read: one stored answer, in the page's HTML; issue 33). The member's state on each card is not in it.
const PromotionsRouteQuery = graphql(`
  query PromotionsRoute($type: PromotionType) {
    banners(group: PROMOTIONS) {
      id
      ...BannerCarousel_banner
    }
    promotionTypes
    promotions(type: $type) {
      id
      ...PromotionCard_promotion
    }
  }
`);

// The part that depends on who is looking: the shell, the member's state on each card (PromotionAction reads it
// from the cache by the promotion's id) and their applications. Asked beside the public part, never stored with it.
const PromotionsMemberQuery = graphql(`
  query PromotionsMember($type: PromotionType, $applications: Boolean!, $first: Int!, $after: String) {
    ...AppShell_query
    promotions(type: $type) {
      id
      ...PromotionAction_promotion
    }
    viewer {
      member {
        id
        isTrial
      }
      promotionApplications(first: $first, after: $after) @include(if: $applications) {
        edges {
          cursor
          node {
            id
            ...PromotionApplicationRow_application
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

/**
 * /promotions: the promotions with a type filter, each with the member's state and action; the member's
 * applications. The filter lives in the URL (?type=DEPOSIT), so it survives a reload and can be shared;
 * ?view=applications shows the member's applications. The member part is read afresh on every visit: each card
 * carries the member's state on it.
 */
export function promotionsLoader(preloadQuery: PreloadQueryFunction) {
  return ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const type = asPromotionType(params.get('type')?.trim());
    const applications = params.get('view') === 'applications';
    const queryRef = preloadQuery(PromotionsRouteQuery, { variables: { type } });
    const memberRef = preloadQuery(PromotionsMemberQuery, {
      variables: { type, applications, first: APPLICATION_PAGE_SIZE },
      fetchPolicy: 'network-only',
    });
    return { queryRef, memberRef, type, applications };
  };
}

type PromotionsLoaderData = ReturnType<ReturnType<typeof promotionsLoader>>;

export function PromotionsRoute() {
  const loaderData = useLoaderData<PromotionsLoaderData>();
  return (
    <Suspense fallback={<SiteRouteLoading />}>
      <PromotionsContent {...loaderData} />
    </Suspense>
  );
}

export const promotionsRoute = { loader: promotionsLoader, Component: PromotionsRoute };

/**
 * The banners and the promotions need the public part alone (the server renders them from it, issue 33); the
 * member's views and applications come with the member part, after hydration. Each part keeps its place, so the
 * server's list stays as it is when the member part arrives.
 */
function PromotionsContent({ queryRef, memberRef, type, applications }: PromotionsLoaderData) {
  const { data } = useReadQuery(queryRef);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const onTypeChange = (next: string) => {
    const search = next === allPromotionTypes ? '' : `?${new URLSearchParams({ type: next }).toString()}`;
    void navigate(`${paths.promotions}${search}`);
  };
  const list = <PromotionList types={data.promotionTypes} type={type ?? allPromotionTypes} onTypeChange={onTypeChange} promotions={data.promotions} />;
  let applicationsView: ReactNode = <SiteRouteLoading />;
  if (hydrated) {
    applicationsView = (
      <Suspense fallback={<SiteRouteLoading />}>
        <MemberApplications memberRef={memberRef} list={list} />
      </Suspense>
    );
  }
  return (
    <>
      <BannerCarousel banners={data.banners} />
      {/* Keeps the member part watched while the page is open (the shell and the cards read it from the cache), so
          a login or a language change refetches it. Not in a server-rendered page's first pass, which has none. */}
      {hydrated ? (
        <Suspense fallback={null}>
          <MemberViews memberRef={memberRef} applications={applications} />
        </Suspense>
      ) : null}
      {applications ? applicationsView : list}
    </>
  );
}

type MemberRef = PromotionsLoaderData['memberRef'];

/** The member's two views of the page: a real account only. */
function MemberViews({ memberRef, applications }: { memberRef: MemberRef; applications: boolean }) {
  const { viewer } = useReadQuery(memberRef).data;
  return viewer && !viewer.member.isTrial ? <PromotionViews applications={applications} /> : null;
}

/** ?view=applications: the member's applications; the promotions for whoever has none to show. */
function MemberApplications({ memberRef, list }: { memberRef: MemberRef; list: ReactNode }) {
  const { data, loadingMore, loadMore } = usePagedQuery(memberRef);
  const connection = data.viewer?.promotionApplications;
  if (!connection) return list;
  return (
    <PromotionApplications
      applications={connection.edges.map((edge) => edge.node)}
      hasNextPage={connection.pageInfo.hasNextPage}
      loadingMore={loadingMore}
      onLoadMore={() => loadMore(connection.pageInfo)}
    />
  );
}
