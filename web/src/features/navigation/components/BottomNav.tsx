import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { memberPagePath, paths } from '../../../config/paths';
import type { GameCategory } from '../../../gql/graphql';
import { categoryPaths } from '../category-paths';
import { CategoryMenu } from './CategoryMenu';
import { ChevronDownIcon } from './NavIcons';
import styles from './BottomNav.module.css';

// Spread into AppShell_query: every route's one request brings the lanes along.
export const BottomNavQueryFragment = graphql(`
  fragment BottomNav_query on Query {
    gameLanes {
      category
      vendors {
        id
        ...CategoryMenu_vendor
      }
    }
  }
`);

const pendingCategories = Object.keys(categoryPaths) as GameCategory[];

export interface BottomNavProps {
  /** The agent entry (the agent centre): shown to agents only. */
  agentEntry?: boolean;
  /** Hidden by the player's toggle (spec 000 §2); its id is what the toggle controls. */
  hidden?: boolean;
}

/**
 * The header's lower row (spec 000 §2 "bottom navigation"): home, one entry per game category that has
 * vendors, promotions, VIP (the member centre's playerRank), agent (for agents) and app download.
 */
export function BottomNav({ agentEntry = false, hidden = false }: BottomNavProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: BottomNavQueryFragment, fragmentName: 'BottomNav_query', from: 'ROOT_QUERY' });
  const lanes = complete ? data.gameLanes.filter((lane) => lane.vendors.length > 0) : [];

  return (
    <nav
      id="bottom-nav"
      hidden={hidden}
      aria-label={intl.formatMessage({ id: 'navigation.label' })}
      className={styles.nav}
      data-testid="bottom-nav"
    >
      <ul className={styles.list}>
        <li className={styles.category}>
          <NavLink to={paths.home} end className={styles.link}>
            {intl.formatMessage({ id: 'navigation.home' })}
          </NavLink>
        </li>
        {complete
          ? lanes.map((lane) => <CategoryMenu key={lane.category} category={lane.category} vendors={lane.vendors} />)
          : pendingCategories.map((category) => (
              // Until the lanes arrive, every category holds its place, so the row does not grow under the page.
              <li key={category} className={styles.category} aria-hidden="true">
                <span className={styles.link}>
                  {intl.formatMessage({ id: `navigation.category.${category}` })}
                  <ChevronDownIcon />
                </span>
              </li>
            ))}
        <li className={styles.category}>
          <NavLink to={paths.promotions} className={styles.link}>
            {intl.formatMessage({ id: 'navigation.promotions' })}
          </NavLink>
        </li>
        <li className={styles.category}>
          <NavLink to={memberPagePath('playerRank')} className={styles.link}>
            {intl.formatMessage({ id: 'navigation.vip' })}
          </NavLink>
        </li>
        {agentEntry ? (
          <li className={styles.category}>
            <NavLink to={paths.agent} className={styles.link} data-testid="bottom-nav-agent">
              {intl.formatMessage({ id: 'agentCentre.entry' })}
            </NavLink>
          </li>
        ) : null}
        <li className={styles.category}>
          <NavLink to={paths.download} className={styles.link}>
            {intl.formatMessage({ id: 'navigation.download' })}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
