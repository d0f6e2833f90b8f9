import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

export interface CentreBarProps {
  /** The centre's classes: components/centre/CentrePanel.module.css merged with its own. */
  styles: CSSModuleClasses;
  titleId: string;
  title: string;
  /** The way back to the menu, on a page; null on the menu screen. */
  back: { to: string; label: string } | null;
  closeLabel: string;
  onClose: () => void;
  closeTestId?: string;
}

/** A centre's top bar: back to its menu (on a page), its name, and a close button. */
export function CentreBar({ styles, titleId, title, back, closeLabel, onClose, closeTestId }: CentreBarProps) {
  // The menu screen's heading is the centre's name; a page has its own h1 below.
  const CentreTitle = back ? 'p' : 'h1';
  return (
    <div className={styles.bar}>
      {back ? (
        <Link to={back.to} className={styles.back}>
          <span aria-hidden="true">‹</span> {back.label}
        </Link>
      ) : null}
      <CentreTitle id={titleId} className={styles.centreTitle}>
        {title}
      </CentreTitle>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose} data-testid={closeTestId}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export interface CentreMenuProps {
  styles: CSSModuleClasses;
  label: string;
  /** The centre's pages, in order. */
  pages: readonly { key: string; to: string; label: ReactNode }[];
  /** Links below the pages to screens that are not of the centre. */
  extras: readonly { to: string; label: string }[];
}

/** A centre's menu: a link per page (the current one marked by NavLink), then the extra links. */
export function CentreMenu({ styles, label, pages, extras }: CentreMenuProps) {
  return (
    <nav aria-label={label} className={styles.menu}>
      <ul className={styles.menuList}>
        {pages.map((page) => (
          <li key={page.key}>
            <NavLink to={page.to} className={styles.menuItem}>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {extras.map((extra) => (
        <Link key={extra.to} to={extra.to} className={styles.menuExtra}>
          {extra.label}
        </Link>
      ))}
    </nav>
  );
}
