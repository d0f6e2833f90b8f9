import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { GameGrid, type GameTileRef } from '../../../components/game/GameGrid';
import { useLoadOnReach } from '../../../components/use-load-on-reach';
import type { MessageId } from '../../../i18n/message-id';
import styles from './GameListSection.module.css';

export interface GameListPage {
  games: ReadonlyArray<GameTileRef>;
  totalCount: number;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export interface GameListSectionProps extends GameListPage {
  id: string;
  label: string;
  emptyMessage: MessageId;
  emptyValues?: Record<string, string>;
}

/** A page of a game connection: the count, the tiles, and "load more" (by itself on reaching it) until the list ends. */
export function GameListSection({
  id,
  label,
  games,
  totalCount,
  hasNextPage,
  loadingMore,
  onLoadMore,
  emptyMessage,
  emptyValues,
}: GameListSectionProps) {
  const intl = useIntl();
  const reach = useLoadOnReach(hasNextPage && !loadingMore, games.length, onLoadMore);
  return (
    <section id={id} role="tabpanel" aria-label={label} aria-busy={loadingMore} className={styles.section} data-testid="game-list">
      {games.length === 0 ? (
        <p className={styles.empty} data-testid="game-list-empty">
          {intl.formatMessage({ id: emptyMessage }, emptyValues)}
        </p>
      ) : (
        <>
          <p className={styles.count} data-testid="game-count">
            {intl.formatMessage({ id: 'gameLobby.list.count' }, { shown: games.length, total: totalCount })}
          </p>
          <GameGrid games={games} label={label} />
          <div className={styles.more}>
            {hasNextPage ? (
              <Button ref={reach} onClick={onLoadMore} disabled={loadingMore} aria-busy={loadingMore}>
                {intl.formatMessage({ id: loadingMore ? 'gameLobby.list.loadingMore' : 'gameLobby.list.loadMore' })}
              </Button>
            ) : (
              <p className={styles.end} data-testid="game-list-end">
                {intl.formatMessage({ id: 'gameLobby.list.end' })}
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
