import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { GameCategory } from '../../../gql/graphql';
import { GameGrid } from '../../../components/game/GameGrid';
import { categoryMessages } from '../classifications';
import { FilterTabs } from './FilterTabs';
import { WinnersList } from './WinnersList';
import styles from './HomeLobby.module.css';

export const HomeLobbyQueryFragment = graphql(`
  fragment HomeLobby_query on Query {
    hotGames {
      id
      category
      ...GameTile_game
    }
    popularGames {
      id
      ...GameTile_game
    }
    ...WinnersList_query
  }
`);

export interface HomeLobbyProps {
  query: FragmentType<typeof HomeLobbyQueryFragment>;
}

/** The home page's games: hot games by category, the 20 most popular lottery games, and the latest winners. */
export function HomeLobby({ query }: HomeLobbyProps) {
  const intl = useIntl();
  const [hotCategory, setHotCategory] = useState('');
  const { data, complete } = useFragment({ fragment: HomeLobbyQueryFragment, fragmentName: 'HomeLobby_query', from: query });
  // A parent that could not be normalised reads as an empty object: nothing to show rather than a crash.
  if (!complete || !data.hotGames || !data.popularGames) return null;

  const categories = [...new Set(data.hotGames.map((game) => game.category))] as GameCategory[];
  // Hot games come grouped by category (spec 001 §3): one group at a time. The fullest opens first (issue 32
  // item 8: the spec's first group, ELOTT, often holds a single card); ties keep the platform's order.
  const sizeOf = (category: GameCategory) => data.hotGames.filter((game) => game.category === category).length;
  const fullest = categories.reduce<GameCategory | ''>((best, category) => (best === '' || sizeOf(category) > sizeOf(best) ? category : best), '');
  const shownCategory = categories.includes(hotCategory as GameCategory) ? hotCategory : fullest;
  const hotGames = data.hotGames.filter((game) => game.category === shownCategory);
  const hotTitle = intl.formatMessage({ id: 'gameLobby.home.hot' });
  const popularTitle = intl.formatMessage({ id: 'gameLobby.home.popular' });

  return (
    <div className={styles.home} data-testid="home-lobby">
      <div className={styles.games}>
        {data.hotGames.length > 0 ? (
          <section aria-labelledby="home-hot-title" className={styles.section} data-testid="hot-games">
            <h2 id="home-hot-title" className={styles.heading}>
              {hotTitle}
            </h2>
            {categories.length > 1 ? (
              <FilterTabs
                label={intl.formatMessage({ id: 'gameLobby.home.hotCategories' })}
                tabs={categories.map((category) => ({ value: category, label: intl.formatMessage({ id: categoryMessages[category] }) }))}
                value={shownCategory}
                onChange={setHotCategory}
                controls="home-hot-list"
              />
            ) : null}
            <div id="home-hot-list" role="tabpanel" aria-labelledby="home-hot-title">
              <GameGrid games={hotGames} label={hotTitle} />
            </div>
          </section>
        ) : null}
        {data.popularGames.length > 0 ? (
          <section aria-labelledby="home-popular-title" className={styles.section} data-testid="popular-games">
            <h2 id="home-popular-title" className={styles.heading}>
              {popularTitle}
            </h2>
            <GameGrid games={data.popularGames} label={popularTitle} />
          </section>
        ) : null}
      </div>
      <WinnersList query={data} />
    </div>
  );
}
