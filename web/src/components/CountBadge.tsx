import styles from './CountBadge.module.css';

export interface CountBadgeProps {
  count: number;
  /** What the number counts, said in full to assistive tech ("3 unread messages"). */
  label: string;
  testId?: string;
}

/** A red count beside a menu entry or icon (spec 001 §2): nothing at 0, "99+" above 99. */
export function CountBadge({ count, label, testId }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid={testId} data-count={count}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
