import type { Resolvers } from '../../../__generated__/resolvers-types.js';

export const recordsResolvers: Resolvers = {
  Viewer: {
    betRecords: (_viewer, { first, after, filter }, ctx) => ctx.records.betRecords({ first, after }, filter),
    accountRecords: (_viewer, { first, after, filter }, ctx) => ctx.records.accountRecords({ first, after }, filter),
    bonusRecords: (_viewer, { first, after, filter }, ctx) => ctx.records.bonusRecords({ first, after }, filter),
    profitAndLoss: (_viewer, { period }, ctx) => ctx.records.profitAndLoss(period),
  },
};
