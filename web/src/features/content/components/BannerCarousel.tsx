import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { graphql } from '../../../gql';
import type { BannerLinkType } from '../../../gql/graphql';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
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

/** Spec 001 §9: a carousel of several banners moves on every 5000 ms. */
export const bannerAutoplayDelayMs = 5000;

interface BannerItem {
  id: string;
  title: string;
  imageUrl: string;
  linkType: BannerLinkType;
  link?: string | null;
}

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
        <BannerSlide banner={only} eager />
      </section>
    );
  }
  return <BannerSlider label={label} items={items} />;
}

function BannerSlider({ label, items }: { label: string; items: BannerItem[] }) {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true },
    reducedMotion ? [] : [Autoplay({ delay: bannerAutoplayDelayMs, stopOnInteraction: false, stopOnMouseEnter: true })],
  );
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  return (
    <section aria-label={label} aria-roledescription="carousel" className={styles.carousel} data-testid="banner-carousel">
      <div ref={viewportRef} className={styles.viewport}>
        <div className={styles.track}>
          {items.map((banner, index) => (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={intl.formatMessage({ id: 'content.banners.slide' }, { index: index + 1, count: items.length })}
              aria-hidden={index !== selected}
              inert={index !== selected}
              className={styles.slide}
              data-testid="banner-slide"
              data-active={index === selected}
            >
              <BannerSlide banner={banner} eager={index === 0} />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.pagination} role="group" aria-label={intl.formatMessage({ id: 'content.banners.pagination' })}>
        {items.map((banner, index) => (
          <button
            key={banner.id}
            type="button"
            className={styles.dot}
            aria-label={intl.formatMessage({ id: 'content.banners.goTo' }, { index: index + 1 })}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => embla?.scrollTo(index)}
          />
        ))}
      </div>
    </section>
  );
}

function BannerSlide({ banner, eager = false }: { banner: BannerItem; eager?: boolean }) {
  const intl = useIntl();
  const image = (
    <img src={banner.imageUrl} alt={banner.title} className={styles.image} loading={eager ? 'eager' : 'lazy'} draggable={false} />
  );
  if (banner.linkType === 'PROMOTION' && banner.link?.startsWith('/')) {
    return (
      <Link to={banner.link} className={styles.link}>
        {image}
      </Link>
    );
  }
  if (banner.linkType === 'URL' && banner.link) {
    return (
      <a href={banner.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {image}{' '}
        <span className="visually-hidden">{intl.formatMessage({ id: 'content.newTab' })}</span>
      </a>
    );
  }
  return image;
}
