import type { PointRewardType, PointType, RedeemStatus } from '../../gql/graphql';
import { pointTypes, redeemStatuses, rewardTypes } from './points-labels';

/** The page's tab and its filter, all in the URL (?view=history&status=REJECTED), so a reload keeps them. */
export type PointMallView =
  | { view: 'catalogue'; rewardType: PointRewardType | null }
  | { view: 'history'; status: RedeemStatus | null }
  | { view: 'details'; pointType: PointType | null };

const pick = <T extends string>(values: readonly T[], value: string | null): T | null => values.find((known) => known === value) ?? null;

export function pointMallViewFromUrl(params: URLSearchParams): PointMallView {
  const view = params.get('view');
  if (view === 'history') return { view, status: pick(redeemStatuses, params.get('status')) };
  if (view === 'details') return { view, pointType: pick(pointTypes, params.get('type')) };
  return { view: 'catalogue', rewardType: pick(rewardTypes, params.get('type')) };
}

export function pointMallViewToParams(view: PointMallView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.view === 'catalogue') {
    if (view.rewardType) params.set('type', view.rewardType);
  } else if (view.view === 'history') {
    params.set('view', 'history');
    if (view.status) params.set('status', view.status);
  } else {
    params.set('view', 'details');
    if (view.pointType) params.set('type', view.pointType);
  }
  return params;
}
