import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import useEmblaCarousel from 'embla-carousel-react';
import AutoScroll from 'embla-carousel-auto-scroll';
import { graphql } from '../../../gql';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import styles from './SiteFooter.module.css';

export const VendorLogoCarouselVendorFragment = graphql(`
  fragment VendorLogoCarousel_vendor on Vendor {
    id
    name
    iconUrl
  }
`);

/**
 * Spec 000 §9: 10 slides, gap 10, speed 3000, continuous. Speed 3000 is the ms one slide takes to pass; the
 * auto-scroll plugin counts pixels per frame, so at the 1200 px layout a slide and its gap (≈ 119 + 10 px)
 * passing in 3000 ms at 60 frames per second is about 0.7 px per frame.
 */
const slideMs = 3000;
const slideAndGapPx = 129;
const autoScrollSpeed = slideAndGapPx / (slideMs / (1000 / 60));

interface VendorLogo {
  id: string;
  name: string;
  iconUrl?: string | null;
}

function isVendorLogo(vendor: Partial<VendorLogo> | null): vendor is VendorLogo {
  return typeof vendor?.id === 'string' && typeof vendor.name === 'string';
}

/** The footer's row of vendor logos, scrolling continuously. */
export function VendorLogoCarousel({ vendors }: { vendors: ReadonlyArray<FragmentType<typeof VendorLogoCarouselVendorFragment>> }) {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const { data } = useFragment({ fragment: VendorLogoCarouselVendorFragment, fragmentName: 'VendorLogoCarousel_vendor', from: [...vendors] });
  const loaded: ReadonlyArray<Partial<VendorLogo> | null> = data;
  const logos = loaded.filter(isVendorLogo);
  const [viewportRef] = useEmblaCarousel(
    { loop: true, align: 'start', dragFree: true },
    reducedMotion ? [] : [AutoScroll({ speed: autoScrollSpeed, startDelay: 0, stopOnInteraction: false, stopOnMouseEnter: true })],
  );
  if (logos.length === 0) return null;

  return (
    <section aria-label={intl.formatMessage({ id: 'content.footer.vendors' })} className={styles.vendors} data-testid="vendor-logos">
      <div ref={viewportRef} className={styles.vendorViewport}>
        <ul className={styles.vendorTrack}>
          {logos.map((vendor) => (
            <li key={vendor.id} className={styles.vendorSlide}>
              <VendorLogoImage vendor={vendor} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function VendorLogoImage({ vendor }: { vendor: VendorLogo }) {
  const [failed, setFailed] = useState(false);
  if (!vendor.iconUrl || failed) return <span className={styles.vendorName}>{vendor.name}</span>;
  return <img src={vendor.iconUrl} alt={vendor.name} loading="lazy" className={styles.vendorLogo} onError={() => setFailed(true)} />;
}
