import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import { formatLocalDateTime } from '../../../lib/date/local-date-time';
import styles from './NoticeBrowser.module.css';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const NoticeListItemNoticeFragment = graphql(`
  fragment NoticeListItem_notice on Notice {
    id
    title
    startsAt
  }
`);

export interface NoticeListItemProps {
  notice: FragmentType<typeof NoticeListItemNoticeFragment>;
  selected: boolean;
  onToggle: () => void;
}

export function NoticeListItem({ notice, selected, onToggle }: NoticeListItemProps) {
  const data = useFragmentData(NoticeListItemNoticeFragment, notice);
  if (!data) return null;
  return (
    <li>
      <button type="button" className={styles.item} aria-pressed={selected} onClick={onToggle}>
        <span className={styles.itemTitle}>{data.title}</span>
        <time className={styles.time} dateTime={data.startsAt ?? undefined}>
          {formatLocalDateTime(data.startsAt)}
        </time>
      </button>
    </li>
  );
}
