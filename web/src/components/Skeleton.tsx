import styles from './Skeleton.module.css';

/** A decorative placeholder block; the surrounding region carries the busy state for assistive tech. */
export function Skeleton({ width }: { width: string }) {
  return <span className={styles.skeleton} style={{ width }} aria-hidden="true" />;
}
