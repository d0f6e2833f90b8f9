import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { GameCategory } from '../../../gql/graphql';
import { categoryPaths, vendorEntryPath } from '../category-paths';
import { dropdownVendors } from '../vendor-menu';
import { ChevronDownIcon } from './NavIcons';
import styles from './BottomNav.module.css';

export const CategoryMenuVendorFragment = graphql(`
  fragment CategoryMenu_vendor on Vendor {
    id
    code
    name
    isHot
    page
  }
`);

interface VendorEntry {
  id: string;
  code: string;
  name: string;
  isHot: boolean;
  page?: string | null;
}

// A vendor evicted from the cache is skipped rather than shown blank.
function isVendorEntry(vendor: Partial<VendorEntry> | null): vendor is VendorEntry {
  return typeof vendor?.id === 'string' && typeof vendor.code === 'string' && typeof vendor.name === 'string';
}

export interface CategoryMenuProps {
  category: GameCategory;
  vendors: ReadonlyArray<FragmentType<typeof CategoryMenuVendorFragment>>;
}

/** One category of the navigation: its page, and a dropdown of its vendors (each opens its game) on hover or keyboard focus. */
export function CategoryMenu({ category, vendors }: CategoryMenuProps) {
  const intl = useIntl();
  const dropdownId = useId();
  const { data } = useFragment({ fragment: CategoryMenuVendorFragment, fragmentName: 'CategoryMenu_vendor', from: [...vendors] });
  const loaded: ReadonlyArray<Partial<VendorEntry> | null> = data;
  const { shown, showMore, centred } = dropdownVendors(loaded.filter(isVendorEntry));
  const label = intl.formatMessage({ id: `navigation.category.${category}` });

  return (
    <li className={styles.category} data-testid={`nav-category-${category}`}>
      <NavLink to={categoryPaths[category]} className={styles.link} aria-describedby={shown.length ? dropdownId : undefined}>
        {label}
        {shown.length ? <ChevronDownIcon /> : null}
      </NavLink>
      {shown.length ? (
        <div
          id={dropdownId}
          role="group"
          aria-label={intl.formatMessage({ id: 'navigation.vendorsOf' }, { category: label })}
          className={styles.dropdown}
          data-testid={`nav-dropdown-${category}`}
          data-centred={centred}
        >
          <ul className={styles.vendors}>
            {shown.map((vendor) => (
              <li key={vendor.id}>
                <Link to={vendorEntryPath(category, vendor)} className={styles.vendor}>
                  <span>{vendor.name}</span>
                  {vendor.isHot ? (
                    <span className={styles.hot} data-testid="hot-badge">
                      {intl.formatMessage({ id: 'navigation.hot' })}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
          {showMore ? (
            <Link to={categoryPaths[category]} className={styles.more}>
              {intl.formatMessage({ id: 'navigation.more' })}
            </Link>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
