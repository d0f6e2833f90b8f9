import { useId } from 'react';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import { formatLocalDateTime } from '../../../lib/date/local-date-time';
import styles from './NoticeBrowser.module.css';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const NoticeDetailNoticeFragment = graphql(`
  fragment NoticeDetail_notice on Notice {
    id
    title
    content
    startsAt
  }
`);

/** The selected notice: title, time and the HTML content (sanitised by the gateway). */
export function NoticeDetail({ notice }: { notice: FragmentType<typeof NoticeDetailNoticeFragment> }) {
  const titleId = useId();
  const data = useFragmentData(NoticeDetailNoticeFragment, notice);
  if (!data) return null;
  return (
    <article aria-labelledby={titleId} className={styles.detail} data-testid="notice-detail">
      <h3 id={titleId} className={styles.detailTitle}>
        {data.title}
      </h3>
      <time className={styles.time} dateTime={data.startsAt ?? undefined}>
        {formatLocalDateTime(data.startsAt)}
      </time>
      {/* The only HTML rendered as such: the notice's content, which the gateway has sanitised. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: data.content }} />
    </article>
  );
}
