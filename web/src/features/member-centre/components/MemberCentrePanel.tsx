import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { memberPageKeys, memberPagePath, paths, type MemberPageKey } from '../../../config/paths';
import { CountBadge } from '../../../components/CountBadge';
import { memberPageTitle } from '../member-page-title';
import styles from './MemberCentrePanel.module.css';

export interface MemberCentrePanelProps {
  /** The page on show; null on the menu screen (phones only: wider screens always show a page). */
  current: MemberPageKey | null;
  onClose: () => void;
  /** The red badges' counts (missions, inbox, rewards), once known. */
  counts?: MemberMenuCounts | null;
  /** The pages the account can open, listed in the menu (all by default; none for a trial account). */
  pages?: readonly MemberPageKey[];
  children: ReactNode;
}

export interface MemberMenuCounts {
  missions: number;
  inbox: number;
  rewards: number;
}

// Spec 001 §2: red count badges on missions, inbox and rewards when above 0.
const badgeOf: Partial<Record<MemberPageKey, keyof MemberMenuCounts>> = {
  rewardCenter: 'rewards',
  missionLeaderboard: 'missions',
  messageV2: 'inbox',
};

/**
 * The member centre (spec 001 §2): a left menu and the selected page on the right. On phones the menu is a
 * screen of its own and each page fills the width, with a back control to the menu.
 */
export function MemberCentrePanel({ current, onClose, counts = null, pages = memberPageKeys, children }: MemberCentrePanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const CentreTitle = current ? 'p' : 'h1';
  return (
    <section className={styles.panel} data-view={current ? 'page' : 'menu'} aria-labelledby={titleId} data-testid="member-centre">
      <div className={styles.bar}>
        {current ? (
          <Link to={paths.member} className={styles.back}>
            <span aria-hidden="true">‹</span> {intl.formatMessage({ id: 'memberCentre.backToMenu' })}
          </Link>
        ) : null}
        {/* The menu screen's heading is the centre's name; a page has its own h1 below. */}
        <CentreTitle id={titleId} className={styles.centreTitle}>
          {intl.formatMessage({ id: 'memberCentre.title' })}
        </CentreTitle>
        <button
          type="button"
          className={styles.close}
          aria-label={intl.formatMessage({ id: 'memberCentre.close' })}
          onClick={onClose}
          data-testid="member-centre-close"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>
        <nav aria-label={intl.formatMessage({ id: 'memberCentre.menu' })} className={styles.menu}>
          <ul className={styles.menuList}>
            {pages.map((key) => (
              <li key={key}>
                <NavLink to={memberPagePath(key)} className={styles.menuItem}>
                  {memberPageTitle(intl, key)}
                  <MenuBadge counts={counts} kind={badgeOf[key]} />
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to={paths.feedback} className={styles.menuExtra}>
            {intl.formatMessage({ id: 'feedback.title' })}
          </Link>
          {/* Offers from the member's upline (spec 001 §2 "contract request"): any real account may get one. */}
          {pages.length > 0 ? (
            <Link to={paths.contractRequest} className={styles.menuExtra}>
              {intl.formatMessage({ id: 'contracts.requests.title' })}
            </Link>
          ) : null}
        </nav>
        <div className={styles.pane}>
          {current ? <h1 className={styles.pageTitle}>{memberPageTitle(intl, current)}</h1> : null}
          {children}
        </div>
      </div>
    </section>
  );
}

function MenuBadge({ counts, kind }: { counts: MemberMenuCounts | null; kind: keyof MemberMenuCounts | undefined }) {
  const intl = useIntl();
  if (!counts || !kind) return null;
  const count = counts[kind];
  return <CountBadge count={count} label={intl.formatMessage({ id: `badge.${kind}` }, { count })} testId={`member-menu-badge-${kind}`} />;
}
