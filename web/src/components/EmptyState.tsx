import styles from './EmptyState.module.css';

/** A list or page with nothing to show yet, said in words rather than left blank. */
export function EmptyState({ message, testId }: { message: string; testId?: string }) {
  return (
    <p className={styles.empty} data-testid={testId}>
      {message}
    </p>
  );
}
