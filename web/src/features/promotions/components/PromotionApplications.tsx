import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { PromotionApplicationStatus } from '../../../gql/graphql';
import { EmptyState } from '../../../components/EmptyState';
import { formatLocalDateTime } from '../../../lib/date/local-date-time';
import styles from './Promotions.module.css';
import { LoadMoreButton } from '../../../components/LoadMoreButton';

export const PromotionApplicationRowApplicationFragment = graphql(`
  fragment PromotionApplicationRow_application on PromotionApplication {
    id
    promotionTitle
    comment
    imageCount
    status
    remark
    createdAt
    reviewedAt
  }
`);

const statusMessages = {
  PENDING: 'promotions.application.PENDING',
  APPROVED: 'promotions.application.APPROVED',
  REJECTED: 'promotions.application.REJECTED',
} as const satisfies Record<PromotionApplicationStatus, string>;

export interface PromotionApplicationsProps {
  applications: ReadonlyArray<FragmentType<typeof PromotionApplicationRowApplicationFragment> & { id: string }>;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The member's applications, newest first, with the review's outcome and reason. */
export function PromotionApplications({ applications, hasNextPage, loadingMore, onLoadMore }: PromotionApplicationsProps) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{intl.formatMessage({ id: 'promotions.view.applications' })}</h1>
      {applications.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'promotions.applications.empty' })} testId="promotion-applications-empty" />
      ) : null}
      <ul className={styles.applications} data-testid="promotion-applications">
        {applications.map((application) => (
          <PromotionApplicationRow key={application.id} application={application} />
        ))}
      </ul>
      <LoadMoreButton hasNextPage={hasNextPage} shown={applications.length} loading={loadingMore} onLoadMore={onLoadMore} />
    </div>
  );
}

function PromotionApplicationRow({ application }: { application: FragmentType<typeof PromotionApplicationRowApplicationFragment> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({
    fragment: PromotionApplicationRowApplicationFragment,
    fragmentName: 'PromotionApplicationRow_application',
    from: application,
  });
  if (!complete) return null;
  return (
    <li className={styles.application} data-testid="promotion-application" data-status={data.status}>
      <div className={styles.applicationHead}>
        <span className={styles.applicationTitle}>{data.promotionTitle}</span>
        <span className={styles.applicationStatus} data-status={data.status}>
          {intl.formatMessage({ id: statusMessages[data.status] })}
        </span>
      </div>
      {data.comment ? <p className={styles.applicationText}>{data.comment}</p> : null}
      <p className={styles.applicationMeta}>
        {formatLocalDateTime(data.createdAt)} · {intl.formatMessage({ id: 'promotions.application.images' }, { count: data.imageCount })}
      </p>
      {data.remark ? <p className={styles.applicationRemark}>{data.remark}</p> : null}
    </li>
  );
}
