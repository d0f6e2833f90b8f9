import { LazyImage } from '../../../components/LazyImage';
import styles from './Promotions.module.css';

/** The promotion's picture, or a plain drawn stand-in when it has none or it fails to load. */
export function PromotionPicture({ imageUrl, eager = false }: { imageUrl?: string | null; eager?: boolean }) {
  const standIn = (
    <div className={styles.picture} aria-hidden="true">
      <svg viewBox="0 0 64 64" width="56" height="56" focusable="false">
        <rect x="8" y="24" width="48" height="32" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M8 34h48M32 24v32" stroke="currentColor" strokeWidth="3" />
        <path d="M32 24s-4-12-12-12a6 6 0 0 0 0 12M32 24s4-12 12-12a6 6 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
    </div>
  );
  // Decorative: the card's title says what the promotion is.
  return imageUrl ? <LazyImage src={imageUrl} alt="" className={styles.picture} eager={eager} fallback={standIn} /> : standIn;
}
