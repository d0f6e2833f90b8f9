import { useState } from 'react';
import { useIntl } from 'react-intl';
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

function VendorLogoImage({ vendor }: { vendor: VendorLogo }) {
  const [failed, setFailed] = useState(false);
  if (!vendor.iconUrl || failed) return <span className={styles.vendorName}>{vendor.name}</span>;
  return <img src={vendor.iconUrl} alt={vendor.name} loading="lazy" className={styles.vendorLogo} onError={() => setFailed(true)} />;
}
