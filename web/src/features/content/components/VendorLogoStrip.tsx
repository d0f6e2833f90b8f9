import { useIntl } from 'react-intl';
import { LazyImage } from '../../../components/LazyImage';
import styles from './SiteFooter.module.css';

export interface VendorLogo {
  id: string;
  name: string;
  iconUrl?: string | null;
}

/** The strip of logos; the scroller attaches its motion through viewportRef. */
export function VendorLogoStrip({ logos, viewportRef }: { logos: VendorLogo[]; viewportRef?: (element: HTMLDivElement | null) => void }) {
  const intl = useIntl();
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

/** A logo loads like every platform picture (near the viewport, retried); the vendor's name stands in without one. */
function VendorLogoImage({ vendor }: { vendor: VendorLogo }) {
  const name = <span className={styles.vendorName}>{vendor.name}</span>;
  if (!vendor.iconUrl) return name;
  return <LazyImage src={vendor.iconUrl} alt={vendor.name} className={styles.vendorLogo} fallback={name} />;
}
