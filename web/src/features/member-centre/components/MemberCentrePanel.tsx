import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { memberPageKeys, memberPagePath, paths, type MemberPageKey } from '../../../config/paths';
import { CountBadge } from '../../../components/CountBadge';
import centrePanel from '../../../components/centre/CentrePanel.module.css';
import { CentreBar, CentreMenu } from '../../../components/centre/CentreShell';
import { mergeStyles } from '../../../components/centre/merge-styles';
import { memberPageTitle } from '../member-page-title';
import memberPanel from './MemberCentrePanel.module.css';

const styles = mergeStyles(centrePanel, memberPanel);

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
  return (
    <section className={styles.panel} data-view={current ? 'page' : 'menu'} aria-labelledby={titleId} data-testid="member-centre">
      <CentreBar
        styles={styles}
        titleId={titleId}
        title={intl.formatMessage({ id: 'memberCentre.title' })}
        back={current ? { to: paths.member, label: intl.formatMessage({ id: 'memberCentre.backToMenu' }) } : null}
        closeLabel={intl.formatMessage({ id: 'memberCentre.close' })}
        onClose={onClose}
        closeTestId="member-centre-close"
      />
      <div className={styles.body}>
        <CentreMenu
          styles={styles}
          label={intl.formatMessage({ id: 'memberCentre.menu' })}
          pages={pages.map((key) => ({
            key,
            to: memberPagePath(key),
            label: (
              <>
                {memberPageTitle(intl, key)}
                <MenuBadge counts={counts} kind={badgeOf[key]} />
              </>
            ),
          }))}
          extras={[
            { to: paths.feedback, label: intl.formatMessage({ id: 'feedback.title' }) },
            // Offers from the member's upline (spec 001 §2 "contract request"): any real account may get one.
            ...(pages.length > 0 ? [{ to: paths.contractRequest, label: intl.formatMessage({ id: 'contracts.requests.title' }) }] : []),
          ]}
        />
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
