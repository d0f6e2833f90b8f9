import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../gql';
import { GameImage } from './GameImage';
import { HeartIcon } from './HeartIcon';
import { useGameActions } from './game-actions';
import styles from './GameTile.module.css';

export const GameTileGameFragment = graphql(`
  fragment GameTile_game on Game {
    id
    name
    gameCode
    vendorCode
    vendorName
    category
    iconUrl
    fallbackIconUrl
    isHot
    isNew
    maintenance
    opensGameList
  }
`);

export interface GameTileProps {
  game: FragmentType<typeof GameTileGameFragment>;
  /** Tiles inside dialogs leave the heart out: the dialog is about choosing a game. */
  showFavourite?: boolean;
}

/** One game of a list: picture, name, vendor, hot/new badges, a maintenance veil and the favourite heart. */
export function GameTile({ game, showFavourite = true }: GameTileProps) {
  const intl = useIntl();
  const actions = useGameActions();
  const { data, complete } = useFragment({ fragment: GameTileGameFragment, fragmentName: 'GameTile_game', from: game });
  if (!complete || !data.id) return null;

  const favourite = actions.isFavourite(data.id);
  const summary = { id: data.id, name: data.name, gameCode: data.gameCode, vendorCode: data.vendorCode, category: data.category, favourite };
  const pending = actions.isFavouritePending(data.id);
  const playLabel = intl.formatMessage(
    { id: data.maintenance ? 'gameLobby.tile.playMaintenance' : 'gameLobby.tile.play' },
    { name: data.name },
  );

  return (
    <article className={styles.tile} data-testid="game-tile" data-maintenance={data.maintenance || undefined}>
      <button type="button" className={styles.launch} aria-label={playLabel} onClick={() => actions.open(summary)}>
        <span className={styles.picture}>
          <GameImage src={data.iconUrl ?? null} fallbackSrc={data.fallbackIconUrl ?? null} className={styles.image} />
        </span>
        <span className={styles.name}>{data.name}</span>
      </button>
      {/* Outside the button: its name ("Play <game>") then holds all of its visible text (WCAG 2.5.3). */}
      <span className={styles.vendor}>{data.vendorName}</span>
      {data.maintenance ? (
        <span className={styles.veil} data-testid="maintenance-overlay">
          {intl.formatMessage({ id: 'gameLobby.tile.maintenance' })}
        </span>
      ) : null}
      {data.isHot || data.isNew ? (
        <span className={styles.badges}>
          {data.isHot ? (
            <span className={`${styles.badge} ${styles.hot}`}>{intl.formatMessage({ id: 'gameLobby.tile.hot' })}</span>
          ) : null}
          {data.isNew ? (
            <span className={`${styles.badge} ${styles.new}`}>{intl.formatMessage({ id: 'gameLobby.tile.new' })}</span>
          ) : null}
        </span>
      ) : null}
      {showFavourite && !data.opensGameList ? (
        <button
          type="button"
          className={styles.heart}
          aria-pressed={favourite}
          aria-busy={pending || undefined}
          disabled={pending}
          aria-label={intl.formatMessage({ id: 'gameLobby.tile.favourite' }, { name: data.name })}
          data-testid="favourite-toggle"
          onClick={() => actions.toggleFavourite(summary)}
        >
          <HeartIcon filled={favourite} />
        </button>
      ) : null}
    </article>
  );
}
