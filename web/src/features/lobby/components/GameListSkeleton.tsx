import { useIntl } from 'react-intl';
import { Spinner } from '../../../components/Spinner';
import styles from './GameListSkeleton.module.css';

/** A game page on its way: placeholder tiles and an announced busy state. */
export function GameListSkeleton({ tiles = 12 }: { tiles?: number }) {
  const intl = useIntl();
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="game-list-loading">
      <Spinner label={intl.formatMessage({ id: 'gameLobby.list.loading' })} />
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: tiles }, (_, index) => (
          <span key={index} className={styles.tile} />
        ))}
      </div>
    </div>
  );
}
