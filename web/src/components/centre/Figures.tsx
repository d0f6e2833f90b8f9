import type { ReactNode } from 'react';
import styles from './CentrePage.module.css';

export interface Figure {
  key: string;
  label: string;
  value: ReactNode;
}

/** A row of labelled figures (totals of a report or a records page) that wraps on narrow screens. */
export function Figures({ figures, testId }: { figures: readonly Figure[]; testId?: string }) {
  return (
    <dl className={styles.figures} data-testid={testId}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.figure} data-testid={`figure-${figure.key}`}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
