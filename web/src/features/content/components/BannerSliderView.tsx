import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { BannerLinkType } from '../../../gql/graphql';
import { LazyImage } from '../../../components/LazyImage';
import styles from './BannerCarousel.module.css';

export interface BannerItem {
  id: string;
  title: string;
  imageUrl: string;
  linkType: BannerLinkType;
  link?: string | null;
}

/**
 * The slider's markup, with or without its motion: until the carousel code has arrived (it loads after the first
 * paint) it shows the first banner and the pagination in the same boxes, so nothing moves when it takes over.
 */
export function BannerSliderView({
  label,
  items,
  selected = 0,
  viewportRef,
  onPick,
}: {
  label: string;
  items: BannerItem[];
  selected?: number;
  viewportRef?: (element: HTMLDivElement | null) => void;
  onPick?: (index: number) => void;
}) {
  const intl = useIntl();
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
              {/* The shown and the next slide load now; the carousel's box hides the others from the observer. */}
              <BannerSlide banner={banner} eager={index <= selected + 1} first={index === 0} />
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
            onClick={() => onPick?.(index)}
          />
        ))}
      </div>
    </section>
  );
}

const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 300;

export function BannerSlide({ banner, eager = false, first = false }: { banner: BannerItem; eager?: boolean; first?: boolean }) {
  const intl = useIntl();
  // The first banner is the page's largest paint: asked for at once, ahead of everything else.
  const image = (
    <LazyImage
      src={banner.imageUrl}
      alt={banner.title}
      className={styles.image}
      eager={eager || first}
      fetchPriority={first ? 'high' : 'auto'}
      // The banners' shape (4:1, BannerCarousel.module.css), so the box is known before the picture (no shift);
      // CSS sizes it to the screen.
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      draggable={false}
      fallback={<span role="img" aria-label={banner.title} className={styles.image} />}
    />
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
