import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatPoints } from '../../../lib/numbers/format-numbers';
import type { FragmentType } from '@apollo/client';
import { EmptyState } from '../../../components/EmptyState';
import { SelectField } from '../../../components/SelectField';
import { Tabs } from '../../../components/Tabs';
import type { PointMallView } from '../point-mall-view';
import { pointTypeLabel, pointTypes, redeemStatusLabel, redeemStatuses, rewardTypeLabel, rewardTypes } from '../points-labels';
import { PointRewardCard, type PointRewardCardRewardFragment } from './PointRewardCard';
import { PointsDetailRow, type PointsDetailRowDetailFragment } from './PointsDetailRow';
import { PointsSummary, type PointsSummaryPointsFragment } from './PointsSummary';
import { RedeemOrderRow, type RedeemOrderRowOrderFragment } from './RedeemOrderRow';
import styles from './PointMall.module.css';
import { LoadMoreButton } from '../../../components/LoadMoreButton';

/** The list on show, one of the three tabs', with its paging. */
export type PointMallList =
  | { view: 'catalogue'; rewards: ReadonlyArray<FragmentType<typeof PointRewardCardRewardFragment> & { id: string }> }
  | { view: 'history'; orders: ReadonlyArray<FragmentType<typeof RedeemOrderRowOrderFragment> & { id: string }> }
  | {
      view: 'details';
      details: ReadonlyArray<FragmentType<typeof PointsDetailRowDetailFragment> & { id: string }>;
      totalIn: number;
      totalOut: number;
    };

export interface PointMallPageProps {
  points: FragmentType<typeof PointsSummaryPointsFragment>;
  balance: number;
  /** The member's VIP level, for the rewards reserved to higher levels. */
  vipLevel: number;
  maxRedeemQuantity: number;
  view: PointMallView;
  onViewChange: (view: PointMallView) => void;
  list: PointMallList;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** A redemption went through: the catalogue's stock and the history are read again. */
  onRedeemed: () => void;
}

const ALL = 'ALL';

/** /pointMall (spec 001 §2): the member's points, the catalogue with its filter, redeem history and points details. */
export function PointMallPage(props: PointMallPageProps) {
  const { points, view, onViewChange, list, hasNextPage, loadingMore, onLoadMore } = props;
  const intl = useIntl();
  const views = [
    { value: 'catalogue' as const, label: intl.formatMessage({ id: 'pointMall.view.catalogue' }) },
    { value: 'history' as const, label: intl.formatMessage({ id: 'pointMall.view.history' }) },
    { value: 'details' as const, label: intl.formatMessage({ id: 'pointMall.view.details' }) },
  ];
  const toView = (next: PointMallView['view']): PointMallView => {
    if (next === 'history') return { view: next, status: null };
    if (next === 'details') return { view: next, pointType: null };
    return { view: next, rewardType: null };
  };
  const all = intl.formatMessage({ id: 'pointMall.filter.all' });

  let filter: ReactNode;
  let content: ReactNode;
  if (view.view === 'catalogue') {
    filter = (
      <FilterSelect
        label={intl.formatMessage({ id: 'pointMall.filter.rewardType' })}
        value={view.rewardType ?? ALL}
        options={[{ value: ALL, label: all }, ...rewardTypes.map((type) => ({ value: type, label: rewardTypeLabel(intl, type) }))]}
        onChange={(value) => onViewChange({ view: 'catalogue', rewardType: rewardTypes.find((type) => type === value) ?? null })}
      />
    );
  } else if (view.view === 'history') {
    filter = (
      <FilterSelect
        label={intl.formatMessage({ id: 'pointMall.filter.status' })}
        value={view.status ?? ALL}
        options={[{ value: ALL, label: all }, ...redeemStatuses.map((status) => ({ value: status, label: redeemStatusLabel(intl, status) }))]}
        onChange={(value) => onViewChange({ view: 'history', status: redeemStatuses.find((status) => status === value) ?? null })}
      />
    );
  } else {
    filter = (
      <FilterSelect
        label={intl.formatMessage({ id: 'pointMall.filter.pointType' })}
        value={view.pointType ?? ALL}
        options={[{ value: ALL, label: all }, ...pointTypes.map((type) => ({ value: type, label: pointTypeLabel(intl, type) }))]}
        onChange={(value) => onViewChange({ view: 'details', pointType: pointTypes.find((type) => type === value) ?? null })}
      />
    );
  }

  if (list.view === 'catalogue') {
    content =
      list.rewards.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'pointMall.empty.catalogue' })} testId="point-mall-empty" />
      ) : (
        <ul className={styles.cards}>
          {list.rewards.map((reward) => (
            <PointRewardCard key={reward.id} reward={reward} balance={props.balance}
              vipLevel={props.vipLevel}
              maxQuantity={props.maxRedeemQuantity} onRedeemed={props.onRedeemed} />
          ))}
        </ul>
      );
  } else if (list.view === 'history') {
    content =
      list.orders.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'pointMall.empty.history' })} testId="point-mall-empty" />
      ) : (
        <ul className={styles.rows}>
          {list.orders.map((order) => (
            <RedeemOrderRow key={order.id} order={order} />
          ))}
        </ul>
      );
  } else {
    content = (
      <>
        <p className={styles.note} data-testid="points-totals">
          {intl.formatMessage({ id: 'pointMall.totals' }, { totalIn: formatPoints(list.totalIn, intl.locale), totalOut: formatPoints(list.totalOut, intl.locale) })}
        </p>
        {list.details.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: 'pointMall.empty.details' })} testId="point-mall-empty" />
        ) : (
          <ul className={styles.rows}>
            {list.details.map((detail) => (
              <PointsDetailRow key={detail.id} detail={detail} />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className={styles.page} data-testid="point-mall">
      <h1 className={styles.pageTitle}>{intl.formatMessage({ id: 'pointMall.title' })}</h1>
      <PointsSummary points={points} />
      <Tabs label={intl.formatMessage({ id: 'pointMall.views' })} options={views} value={view.view} onChange={(next) => onViewChange(toView(next))}>
        <div className={styles.toolbar}>{filter}</div>
        {content}
        <LoadMoreButton hasNextPage={hasNextPage} shown={shownCount(list)} loading={loadingMore} onLoadMore={onLoadMore} />
      </Tabs>
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** The rows of the view on screen (the scroll loader's measure of progress). */
function shownCount(list: PointMallList): number {
  if (list.view === 'catalogue') return list.rewards.length;
  return list.view === 'history' ? list.orders.length : list.details.length;
}
