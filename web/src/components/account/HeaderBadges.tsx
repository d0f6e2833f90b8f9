import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { memberPagePath, type MemberPageKey } from '../../config/paths';
import type { MessageId } from '../../i18n/message-id';
import { CountBadge } from '../CountBadge';
import styles from './HeaderBadges.module.css';

export interface HeaderCounts {
  missions: number;
  inbox: number;
  rewards: number;
}

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
    {path}
  </svg>
);

const entries: ReadonlyArray<{ kind: keyof HeaderCounts; page: MemberPageKey; label: MessageId; icon: ReactNode }> = [
  { kind: 'missions', page: 'missionLeaderboard', label: 'memberCentre.page.missionLeaderboard', icon: icon(<path d="M5 21V4h11l-2 4 2 4H5" />) },
  { kind: 'inbox', page: 'messageV2', label: 'memberCentre.page.messageV2', icon: icon(<path d="M3 6h18v12H3zM3 6l9 7 9-7" />) },
  { kind: 'rewards', page: 'rewardCenter', label: 'memberCentre.page.rewardCenter', icon: icon(<path d="M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7S10 3 7.5 3a2 2 0 0 0 0 4M12 7s2-4 4.5-4a2 2 0 0 1 0 4" />) },
];

/** Shortcuts to missions, inbox and rewards, each with a red count when above 0 (spec 001 §2). */
export function HeaderBadges({ counts }: { counts: HeaderCounts | null }) {
  const intl = useIntl();
  return (
    // data-counts says whether the counts are known yet (they come after the page, over the header's own stream or
    // read). Not aria-busy: a session that may not read them (one that must change its password) never gets them.
    <nav aria-label={intl.formatMessage({ id: 'account.shortcuts' })} data-counts={counts === null ? 'unknown' : 'known'} className={styles.badges}>
      {entries.map((entry) => {
        const count = counts?.[entry.kind] ?? 0;
        return (
          // Named by its text, not aria-label: the name then holds the visible count (WCAG 2.5.3).
          <Link key={entry.kind} to={memberPagePath(entry.page)} className={styles.shortcut}>
            <span className="visually-hidden">{intl.formatMessage({ id: entry.label })}</span>
            {entry.icon}
            <CountBadge count={count} label={intl.formatMessage({ id: `badge.${entry.kind}` }, { count })} testId={`header-badge-${entry.kind}`} />
          </Link>
        );
      })}
    </nav>
  );
}
