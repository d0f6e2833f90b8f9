import { FormattedMessage } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Marquee } from '../../../components/Marquee';
import { AnnouncementBar, AnnouncementBarMessage } from './AnnouncementBar';
import styles from './AnnouncementMarquee.module.css';

export const AnnouncementMarqueeNoticesFragment = graphql(`
  fragment AnnouncementMarquee_notices on Notice {
    id
    title
  }
`);

export interface AnnouncementMarqueeProps {
  notices: ReadonlyArray<FragmentType<typeof AnnouncementMarqueeNoticesFragment>>;
  selectedId?: string | null;
  onSelect?: (noticeId: string) => void;
}

// Keeps reading speed roughly constant however many titles there are.
const secondsPerCharacter = 0.18;
const minimumSeconds = 12;

interface NoticeTitle {
  id: string;
  title: string;
}

// A notice missing from the cache (e.g. just evicted) is skipped rather than shown blank.
function isNoticeTitle(notice: Partial<NoticeTitle> | null): notice is NoticeTitle {
  return typeof notice?.id === 'string' && typeof notice.title === 'string' && notice.title !== '';
}

export function AnnouncementMarquee({ notices, selectedId = null, onSelect }: AnnouncementMarqueeProps) {
  const { data } = useFragment({
    fragment: AnnouncementMarqueeNoticesFragment,
    fragmentName: 'AnnouncementMarquee_notices',
    from: [...notices],
  });
  const loaded: ReadonlyArray<Partial<NoticeTitle> | null> = data;
  const items = loaded.filter(isNoticeTitle);

  if (items.length === 0) {
    return (
      <AnnouncementBar>
        <AnnouncementBarMessage>
          <FormattedMessage id="notices.empty" />
        </AnnouncementBarMessage>
      </AnnouncementBar>
    );
  }

  const characters = items.reduce((sum, notice) => sum + notice.title.length, 0);
  const duration = Math.max(minimumSeconds, Math.round(characters * secondsPerCharacter));

  return (
    <AnnouncementBar>
      <Marquee durationSeconds={duration}>
        {items.map((notice) => (
          <li key={notice.id}>
            <button
              type="button"
              className={styles.title}
              aria-pressed={notice.id === selectedId}
              onClick={() => onSelect?.(notice.id)}
            >
              {notice.title}
            </button>
          </li>
        ))}
      </Marquee>
    </AnnouncementBar>
  );
}
