import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMore } from '../../../components/records/LoadMore';
import { formatLocalDateTime } from '../../../lib/date/local-date-time';
import { StatusTag } from '../components/StatusTag';
import styles from './agent-page-styles';
import type { PagedListProps } from '../report-controls';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const AnnouncementsPageAgentCentreFragment = graphql(`
  fragment AnnouncementsPage_agentCentre on AgentCentre {
    announcements(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          title
          content
          publishedAt
          pinned
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export type AnnouncementsPageProps = PagedListProps<FragmentType<typeof AnnouncementsPageAgentCentreFragment>>;

/** agentAnnouncement: the notices for agents, pinned first; each opens in place. */
export function AnnouncementsPage({ agentCentre, variables, onLoadMore }: AnnouncementsPageProps) {
  const intl = useIntl();
  const data = useFragmentData(AnnouncementsPageAgentCentreFragment, agentCentre, variables);
  if (!data) return null;
  const { edges, pageInfo, totalCount } = data.announcements;
  if (edges.length === 0) return <EmptyState message={intl.formatMessage({ id: 'agentAnnouncements.none' })} testId="agent-announcements-empty" />;
  return (
    <div className={styles.page}>
      <ul className={styles.list} data-testid="agent-announcements">
        {edges.map(({ node }, index) => (
          <li key={node.id} className={styles.card}>
            {/* The newest (or pinned) notice opens at once; the others on a click. */}
            <details open={index === 0}>
              <summary className={styles.cardHead}>
                <span className={styles.cardTitle}>{node.title}</span>
                <span className={styles.note}>{formatLocalDateTime(node.publishedAt)}</span>
                {node.pinned ? <StatusTag tone="wait" label={intl.formatMessage({ id: 'agentAnnouncements.pinned' })} /> : null}
              </summary>
              {/* HTML sanitised by the gateway. */}
              <div className={styles.content} dangerouslySetInnerHTML={{ __html: node.content }} />
            </details>
          </li>
        ))}
      </ul>
      <LoadMore shown={edges.length} total={totalCount} endCursor={pageInfo.endCursor} hasNextPage={pageInfo.hasNextPage} onLoadMore={onLoadMore} />
    </div>
  );
}
