import { Suspense } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { paths } from '../../../config/paths';
import { BannerCarousel } from '../../../features/content/components/BannerCarousel';
import { PromotionList, allPromotionTypes } from '../../../features/promotions/components/PromotionList';
import { asPromotionType } from '../../../features/promotions/promotion-labels';
import { SiteRouteLoading } from './SiteRouteLoading';

const PromotionsRouteQuery = graphql(`
  query PromotionsRoute($type: PromotionType) {
    ...AppShell_query
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

/** The filter lives in the URL (?type=DEPOSIT), so it survives a reload and can be shared. */
export function promotionsLoader(preloadQuery: PreloadQueryFunction) {
  return ({ request }: LoaderFunctionArgs) => {
    const type = asPromotionType(new URL(request.url).searchParams.get('type')?.trim());
    return { queryRef: preloadQuery(PromotionsRouteQuery, { variables: { type } }), type };
  };
}

type PromotionsLoaderData = ReturnType<ReturnType<typeof promotionsLoader>>;

/** /promotions: the promotions with a type filter. */
export function PromotionsRoute() {
  const loaderData = useLoaderData<PromotionsLoaderData>();
  return (
    <Suspense fallback={<SiteRouteLoading />}>
      <PromotionsContent {...loaderData} />
    </Suspense>
  );
}

function PromotionsContent({ queryRef, type }: PromotionsLoaderData) {
  const { data } = useReadQuery(queryRef);
  const navigate = useNavigate();
  const onTypeChange = (next: string) => {
    const search = next === allPromotionTypes ? '' : `?${new URLSearchParams({ type: next }).toString()}`;
    void navigate(`${paths.promotions}${search}`);
  };
  return (
    <>
      <BannerCarousel banners={data.banners} />
      <PromotionList
        types={data.promotionTypes}
        type={type ?? allPromotionTypes}
        onTypeChange={onTypeChange}
        promotions={data.promotions}
      />
    </>
  );
}
