import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { BannerSlide, BannerSliderView, type BannerItem } from './BannerSliderView';
import styles from './BannerCarousel.module.css';

export const BannerCarouselBannerFragment = graphql(`
  fragment BannerCarousel_banner on Banner {
    id
    title
    imageUrl
    linkType
    link
  }
`);

// The carousel library is code for motion only: it loads after the first paint (see BannerSliderView).
const BannerSlider = lazy(() => import('./BannerSlider').then((module) => ({ default: module.BannerSlider })));


function isBannerItem(banner: Partial<BannerItem> | null): banner is BannerItem {
  return typeof banner?.id === 'string' && typeof banner.imageUrl === 'string' && typeof banner.linkType === 'string';
}

export interface BannerCarouselProps {
  /** The route's banners: `banners(group: X) { id ...BannerCarousel_banner }` in its query. */
  banners: ReadonlyArray<FragmentType<typeof BannerCarouselBannerFragment>>;
}

/**
 * The route's banner carousel (spec 001 §2): hidden without banners, still with one, and with more it plays
 * on by itself every 5 s with pagination to pick a banner. A banner with a link opens it: a promotion on this
 * site, an outside address in a new tab.
 */
export function BannerCarousel({ banners }: BannerCarouselProps) {
  const intl = useIntl();
  const { data } = useFragment({ fragment: BannerCarouselBannerFragment, fragmentName: 'BannerCarousel_banner', from: [...banners] });
  const loaded: ReadonlyArray<Partial<BannerItem> | null> = data;
  const items = loaded.filter(isBannerItem);
  if (items.length === 0) return null;

  const label = intl.formatMessage({ id: 'content.banners.label' });
  if (items.length === 1) {
    const [only] = items as [BannerItem];
    return (
      <section aria-label={label} className={styles.carousel} data-testid="banner-carousel">
        <BannerSlide banner={only} first />
      </section>
    );
  }
  return (
    <Suspense fallback={<BannerSliderView label={label} items={items} />}>
      <BannerSlider label={label} items={items} />
    </Suspense>
  );
}
