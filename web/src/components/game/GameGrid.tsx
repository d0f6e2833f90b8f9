import type { FragmentType } from '@apollo/client';
import { GameTile, type GameTileGameFragment } from './GameTile';
import styles from './GameGrid.module.css';

export type GameTileRef = FragmentType<typeof GameTileGameFragment> & { id: string };

export interface GameGridProps {
  games: ReadonlyArray<GameTileRef>;
  label?: string;
  showFavourite?: boolean;
  testId?: string;
}

/** Game tiles in a responsive grid, as a list. */
export function GameGrid({ games, label, showFavourite, testId }: GameGridProps) {
  return (
    <ul className={styles.grid} aria-label={label} data-testid={testId}>
      {games.map((game) => (
        <li key={game.id} className={styles.item}>
          <GameTile game={game} showFavourite={showFavourite} />
        </li>
      ))}
    </ul>
  );
}
