import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { GameCategory } from '../../../gql/graphql';
import type { MessageId } from '../../../i18n/message-id';
import { categoryMessages, classificationMessage, classificationTabs } from '../classifications';
import { FilterTabs, type FilterTab } from './FilterTabs';
import { GameListSection, type GameListPage } from './GameListSection';
import { GameSearch } from './GameSearch';
import styles from './CategoryLobby.module.css';

export const CategoryLobbyQueryFragment = graphql(`
  fragment CategoryLobby_query on Query {
    gameLanes {
      category
      classifications
      vendors {
        id
        code
        name
        page
        maintenance
      }
    }
    site {
      languages
    }
  }
`);

/** The chosen vendor's own game types (GCSGAME_getVassGameType): its list's tabs, with their counts. */
export const CategoryLobbyVendorFragment = graphql(`
  fragment CategoryLobby_vendor on Vendor {
    id
    name
    gameTypes {
      classification
      name
      gameCount
    }
  }
`);

/** The player's own lists, next to the category's games (the slots lobby offers them). */
export type LobbyView = 'games' | 'favourites' | 'recent';

export interface CategoryFilters {
  view: LobbyView;
  /** The vendor tab's key (Vendor.page, which need not be the vendor's code), or '' for every vendor. */
  vendor: string;
  classification: string;
  search: string;
}

export interface CategoryLobbyProps {
  category: GameCategory;
  query: FragmentType<typeof CategoryLobbyQueryFragment>;
  /** The vendor the page is filtered by (from its ?page= key), when there is one. */
  vendor?: FragmentType<typeof CategoryLobbyVendorFragment> | null;
  filters: CategoryFilters;
  onFiltersChange: (filters: CategoryFilters) => void;
  /** Offer the favourites and recent-games tabs. */
  personalViews?: boolean;
  list: GameListPage;
}

/** The key a vendor's tab carries in the URL (?page=). */
export function vendorTabKey(vendor: { code: string; page?: string | null }): string {
  return vendor.page || vendor.code.toLowerCase();
}

/** A category's lobby: vendor tabs, classification tabs, name search and the paged game list. */
export function CategoryLobby({ category, query, vendor, filters, onFiltersChange, personalViews = false, list }: CategoryLobbyProps) {
  const intl = useIntl();
  const listId = useId();
  const { data, complete } = useFragment({ fragment: CategoryLobbyQueryFragment, fragmentName: 'CategoryLobby_query', from: query });
  const chosen = useFragment({ fragment: CategoryLobbyVendorFragment, fragmentName: 'CategoryLobby_vendor', from: vendor ?? null });
  const title = intl.formatMessage({ id: categoryMessages[category] });
  if (!complete || !data.gameLanes) return null;

  const lane = data.gameLanes.find((candidate) => candidate.category === category);
  if (!lane) {
    // Categories without vendors are not offered (spec 001 §2); a stale link lands here.
    return (
      <section className={styles.lobby} aria-labelledby={`${listId}-title`}>
        <h1 id={`${listId}-title`} className={styles.title}>
          {title}
        </h1>
        <p className={styles.unavailable} data-testid="category-unavailable">
          {intl.formatMessage({ id: 'gameLobby.category.unavailable' })}
        </p>
      </section>
    );
  }

  const change = (next: Partial<CategoryFilters>) => onFiltersChange({ ...filters, ...next });
  const vendorTabs: FilterTab[] = [
    { value: '', label: intl.formatMessage({ id: 'gameLobby.filter.allVendors' }) },
    ...lane.vendors.map((vendor) => ({
      value: vendorTabKey(vendor),
      label: vendor.name,
      note: vendor.maintenance ? intl.formatMessage({ id: 'gameLobby.tile.maintenance' }) : undefined,
    })),
  ];
  // A chosen vendor's own types replace the lane's tabs: they are what its list holds, with their counts.
  const vendorTypes = vendor && chosen.complete ? (chosen.data.gameTypes ?? []) : [];
  const classifications = classificationTabs(category, lane.classifications, data.site.languages);
  const allTypes = intl.formatMessage({ id: 'gameLobby.filter.allTypes' });
  const classificationFilter: FilterTab[] =
    vendorTypes.length > 1
      ? [
          {
            value: '',
            label: intl.formatMessage(
              { id: 'gameLobby.filter.typeCount' },
              { name: allTypes, count: vendorTypes.reduce((sum, type) => sum + type.gameCount, 0) },
            ),
          },
          ...vendorTypes.map((type) => ({
            value: type.classification,
            label: intl.formatMessage({ id: 'gameLobby.filter.typeCount' }, { name: type.name, count: type.gameCount }),
          })),
        ]
      : [
          { value: '', label: allTypes },
          ...classifications.map((code) => {
            const messageId = classificationMessage(code);
            return { value: code, label: messageId ? intl.formatMessage({ id: messageId }) : code };
          }),
        ];
  // A chosen vendor with a single type needs no tabs either.
  const showTypes = vendor ? vendorTypes.length > 1 : classifications.length > 0;
  const viewTabs: FilterTab[] = [
    { value: 'games', label: intl.formatMessage({ id: 'gameLobby.view.games' }) },
    { value: 'favourites', label: intl.formatMessage({ id: 'gameLobby.view.favourites' }) },
    { value: 'recent', label: intl.formatMessage({ id: 'gameLobby.view.recent' }) },
  ];

  let emptyMessage: MessageId = 'gameLobby.empty.games';
  if (filters.view === 'favourites') emptyMessage = 'gameLobby.empty.favourites';
  else if (filters.view === 'recent') emptyMessage = 'gameLobby.empty.recent';
  else if (filters.search) emptyMessage = 'gameLobby.empty.search';

  return (
    <section className={styles.lobby} aria-labelledby={`${listId}-title`} data-testid={`category-${category.toLowerCase()}`}>
      <h1 id={`${listId}-title`} className={styles.title}>
        {title}
      </h1>
      {personalViews ? (
        <FilterTabs
          label={intl.formatMessage({ id: 'gameLobby.view.label' })}
          tabs={viewTabs}
          value={filters.view}
          controls={listId}
          testId="view-tabs"
          onChange={(view) => change({ view: view as LobbyView })}
        />
      ) : null}
      {filters.view === 'games' ? (
        <>
          <FilterTabs
            label={intl.formatMessage({ id: 'gameLobby.filter.vendors' })}
            tabs={vendorTabs}
            value={filters.vendor}
            controls={listId}
            testId="vendor-tabs"
            // Each vendor has its own types: a new vendor starts on all of them.
            onChange={(key) => change({ vendor: key, classification: '' })}
          />
          {showTypes ? (
            <FilterTabs
              label={
                vendorTypes.length > 1 && chosen.complete
                  ? intl.formatMessage({ id: 'gameLobby.filter.vendorTypes' }, { vendor: chosen.data.name })
                  : intl.formatMessage({ id: 'gameLobby.filter.types' })
              }
              tabs={classificationFilter}
              value={filters.classification}
              controls={listId}
              testId={vendorTypes.length > 1 ? 'vendor-type-tabs' : 'classification-tabs'}
              onChange={(classification) => change({ classification })}
            />
          ) : null}
          <GameSearch key={filters.search} value={filters.search} onSearch={(search) => change({ search })} />
        </>
      ) : null}
      <GameListSection
        id={listId}
        label={intl.formatMessage({ id: 'gameLobby.list.label' }, { category: title })}
        emptyMessage={emptyMessage}
        emptyValues={{ search: filters.search }}
        {...list}
      />
    </section>
  );
}
