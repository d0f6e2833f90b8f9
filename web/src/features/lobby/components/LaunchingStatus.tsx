import { useIntl } from 'react-intl';
import styles from './LaunchingStatus.module.css';

/** Shown while a launch is on its way: the page stays usable, the player sees something is happening. */
export function LaunchingStatus({ name }: { name: string }) {
  const intl = useIntl();
  return (
    <div role="status" className={styles.status} data-testid="game-launching">
      <span className={styles.spinner} aria-hidden="true" />
      {intl.formatMessage({ id: 'gameLobby.launch.opening' }, { name })}
    </div>
  );
}
