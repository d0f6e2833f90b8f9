import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { BannerCarousel } from '../../features/content/components/BannerCarousel';

// Asked for when the form opens: the register group (w_reg) serves this form alone.
const RegisterBannersQuery = graphql(`
  query RegisterBanners {
    banners(group: REGISTER) {
      id
      ...BannerCarousel_banner
    }
  }
`);

/** The platform's register banners above the registration form (spec 000 §3); nothing while none (or loading). */
export function RegisterBanner() {
  const { data } = useQuery(RegisterBannersQuery);
  return data ? <BannerCarousel banners={data.banners} /> : null;
}
