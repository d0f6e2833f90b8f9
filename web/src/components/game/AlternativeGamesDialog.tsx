import { useIntl } from 'react-intl';
import { Modal } from '../Modal';
import { GameGrid, type GameTileRef } from './GameGrid';
import styles from './GameDialogs.module.css';

export interface AlternativeGamesDialogProps {
  /** The game that cannot open now. */
  gameName: string;
  alternatives: ReadonlyArray<GameTileRef>;
  onClose: () => void;
}

/** Spec 001 §4: a game under maintenance recommends other popular games instead. */
export function AlternativeGamesDialog({ gameName, alternatives, onClose }: AlternativeGamesDialogProps) {
  const intl = useIntl();
  return (
    <Modal title={intl.formatMessage({ id: 'gameLobby.maintenance.title' })} onClose={onClose} testId="maintenance-dialog">
      <p className={styles.message}>{intl.formatMessage({ id: 'gameLobby.maintenance.message' }, { name: gameName })}</p>
      {alternatives.length > 0 ? (
        <div className={styles.scroll}>
          <GameGrid
            games={alternatives}
            label={intl.formatMessage({ id: 'gameLobby.maintenance.alternatives' })}
            showFavourite={false}
          />
        </div>
      ) : (
        <p className={styles.message}>{intl.formatMessage({ id: 'gameLobby.maintenance.none' })}</p>
      )}
    </Modal>
  );
}
