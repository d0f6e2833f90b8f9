import { aliceViewer } from '../../../../test/fixtures';
import { routeResult } from './site-route-fixtures';

export function pointReward(id: number, name: string, fields: Partial<{ type: string; pointsRequired: number; amount: string; stock: number; minVipLevel: number }> = {}) {
  const stock = fields.stock ?? 9999;
  return {
    __typename: 'PointReward' as const,
    id: `UG9pbnRSZXdhcmQ6${id}`,
    name,
    description: 'Turn your points into cash.',
    imageUrl: `/media/points/rewards/${id}.svg`,
    type: fields.type ?? 'CASH',
    pointsRequired: fields.pointsRequired ?? 100,
    amount: fields.amount ?? '10.00',
    stock,
    minVipLevel: fields.minVipLevel ?? 0,
    soldOut: stock === 0,
  };
}

export const pointsBalance = (balance: number) => ({
  __typename: 'PointsAccount' as const,
  id: 'UG9pbnRzOjE=',
  balance,
  pendingPoints: 200,
  totalEarned: 4650,
  totalSpent: 4650 - balance,
});

export function pointsAccount(balance: number, lists: Record<string, unknown>) {
  return {
    ...pointsBalance(balance),
    rules: {
      __typename: 'PointsRules' as const,
      pointsRatio: 10,
      minConvertPoints: 100,
      maxConvertPoints: 100000,
      maxRedeemQuantity: 10,
      neverExpire: true,
    },
    ...lists,
  };
}

/** The points mall's route result for Alice, with the list of the tab on show. */
export const pointMallResult = (balance: number, lists: Record<string, unknown>) =>
  routeResult({}, { ...aliceViewer, points: pointsAccount(balance, lists) } as typeof aliceViewer);

export const catalogueVariables = {
  catalogue: true,
  history: false,
  details: false,
  rewardType: null,
  orderFilter: null,
  detailFilter: null,
  first: 20,
};
