import type { CSSProperties, ReactNode } from 'react';
import styles from './Marquee.module.css';

export interface MarqueeProps {
  /** <li> items. */
  children: ReactNode;
  /** One full pass; callers scale it with the amount of text so reading speed stays constant. */
  durationSeconds: number;
}

/** Scrolls its items right to left; pauses while hovered or while an item has focus. */
export function Marquee({ children, durationSeconds }: MarqueeProps) {
  const style = { '--marquee-duration': `${durationSeconds}s` } as CSSProperties;
  return (
    <div className={styles.viewport}>
      <ul className={styles.track} style={style}>
        {children}
      </ul>
    </div>
  );
}
