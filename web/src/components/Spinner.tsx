import styles from './Spinner.module.css';

/** A busy indicator; `label` is the localised text assistive tech announces. */
export function Spinner({ label }: { label: string }) {
  return (
    <span role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
