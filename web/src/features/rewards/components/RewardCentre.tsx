import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import type { RewardItemStatus } from '../../../gql/graphql';
import { Tabs } from '../../../components/Tabs';
import { RewardItemRow, type RewardItemRowItemFragment } from './RewardItemRow';
import styles from './RewardCentre.module.css';
import { LoadMoreButton } from '../../../components/LoadMoreButton';

const statuses: readonly RewardItemStatus[] = ['UNCLAIMED', 'CLAIMED'];

/** The URL's ?status=, unclaimed by default: what the member comes for. */
export function rewardStatusFromUrl(params: URLSearchParams): RewardItemStatus {
  const status = params.get('status');
  return statuses.find((value) => value === status) ?? 'UNCLAIMED';
}

export interface RewardCentreProps {
  status: RewardItemStatus;
  onStatusChange: (status: RewardItemStatus) => void;
  items: ReadonlyArray<FragmentType<typeof RewardItemRowItemFragment> & { id: string }>;
  totalCount: number;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Page rewardCenter: completed missions, raffle prizes and approved applications, each claimed here. */
export function RewardCentre({ status, onStatusChange, items, totalCount, hasNextPage, loadingMore, onLoadMore }: RewardCentreProps) {
  const intl = useIntl();
  const options = statuses.map((value) => ({ value, label: intl.formatMessage({ id: `rewards.status.${value}` }) }));
  return (
    <div className={styles.page} data-testid="reward-centre">
      <Tabs label={intl.formatMessage({ id: 'rewards.filter' })} options={options} value={status} onChange={onStatusChange}>
        {items.length === 0 ? (
          <p className={styles.empty} data-testid="reward-centre-empty">
            {intl.formatMessage({ id: status === 'UNCLAIMED' ? 'rewards.empty.UNCLAIMED' : 'rewards.empty.CLAIMED' })}
          </p>
        ) : (
          <>
            <p className={styles.count}>{intl.formatMessage({ id: 'rewards.count' }, { count: totalCount })}</p>
            <ul className={styles.list}>
              {items.map((item) => (
                <RewardItemRow key={item.id} item={item} />
              ))}
            </ul>
            <LoadMoreButton hasNextPage={hasNextPage} shown={items.length} loading={loadingMore} onLoadMore={onLoadMore} />
          </>
        )}
      </Tabs>
    </div>
  );
}
