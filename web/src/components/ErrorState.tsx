import { Button } from './Button';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  title: string;
  message: string;
  retryLabel?: string;
  onRetry?: () => void;
  /** `h1` when the state stands for a whole page (a route that failed), so the page keeps its one heading. */
  titleAs?: 'h1' | 'p';
}

export function ErrorState({ title, message, retryLabel, onRetry, titleAs: Title = 'p' }: ErrorStateProps) {
  return (
    <div role="alert" className={styles.error}>
      <div className={styles.text}>
        <Title className={styles.title}>{title}</Title>
        <p className={styles.message}>{message}</p>
      </div>
      {onRetry && retryLabel ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
    </div>
  );
}
