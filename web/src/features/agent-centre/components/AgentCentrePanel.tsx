import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { agentPagePath, paths, type AgentPageKey } from '../../../config/paths';
import { Modal } from '../../../components/Modal';
import { agentPageTitle } from '../agent-page-title';
import styles from './AgentCentrePanel.module.css';

export interface AgentCentrePanelProps {
  /** modal on wide screens (spec 001 §2: "a modal menu"), page on phones. */
  layout: 'modal' | 'page';
  /** The page on show; null on the menu screen (phones only: wider screens always show a page). */
  current: AgentPageKey | null;
  /** The menu's pages, in order: the always-shown ones and the switched pages whose flag is on. */
  pages: readonly AgentPageKey[];
  onClose: () => void;
  children: ReactNode;
}

/**
 * The agent centre: its menu and the selected page. On wide screens a modal over the site (Escape closes it); on
 * phones a full page, the menu a screen of its own and each page with a way back to it.
 */
export function AgentCentrePanel({ layout, current, pages, onClose, children }: AgentCentrePanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const CentreTitle = current ? 'p' : 'h1';
  // The modal opens on the page's heading, so a screen reader starts with what is on show, not the menu's first link.
  const pageTitleRef = useRef<HTMLHeadingElement>(null);
  const title = intl.formatMessage({ id: 'agentCentre.title' });
  const body = (
    <div className={styles.body} data-view={current ? 'page' : 'menu'}>
      <nav aria-label={intl.formatMessage({ id: 'agentCentre.menu' })} className={styles.menu}>
        <ul className={styles.menuList}>
          {pages.map((key) => (
            <li key={key}>
              <NavLink to={agentPagePath(key)} className={styles.menuItem}>
                {agentPageTitle(intl, key)}
              </NavLink>
            </li>
          ))}
        </ul>
        <Link to={paths.contractRequest} className={styles.menuExtra}>
          {intl.formatMessage({ id: 'contracts.requests.title' })}
        </Link>
      </nav>
      <div className={styles.pane}>
        {current ? (
          <h1 ref={pageTitleRef} tabIndex={-1} className={styles.pageTitle}>
            {agentPageTitle(intl, current)}
          </h1>
        ) : null}
        {children}
      </div>
    </div>
  );

  if (layout === 'modal') {
    return (
      <Modal title={title} onClose={onClose} size="large" testId="agent-centre" initialFocusRef={pageTitleRef}>
        {body}
      </Modal>
    );
  }
  return (
    <section className={styles.page} data-view={current ? 'page' : 'menu'} aria-labelledby={titleId} data-testid="agent-centre">
      <div className={styles.bar}>
        {current ? (
          <Link to={paths.agent} className={styles.back}>
            <span aria-hidden="true">‹</span> {intl.formatMessage({ id: 'agentCentre.backToMenu' })}
          </Link>
        ) : null}
        {/* The menu screen's heading is the centre's name; a page has its own h1 below. */}
        <CentreTitle id={titleId} className={styles.centreTitle}>
          {title}
        </CentreTitle>
        <button type="button" className={styles.close} aria-label={intl.formatMessage({ id: 'agentCentre.close' })} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {body}
    </section>
  );
}
