import type { ReactNode } from 'react';
import styles from './CentrePage.module.css';

export interface CentreSectionProps {
  /** The heading's id, which names the section for assistive tech. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled part of a centre page (the team's structure, the contracts held). */
export function CentreSection({ id, title, children }: CentreSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
