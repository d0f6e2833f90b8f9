import styles from '../pages/agent-page-styles';

export type StatusTone = 'good' | 'bad' | 'wait' | 'off';

/** A short status word in its colour (active, pending, failed, ended). */
export function StatusTag({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <span className={styles.status} data-tone={tone}>
      {label}
    </span>
  );
}
