import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { moneyOrderOf } from '../../../infra/idempotency/index.js';

const notFound = (field: string) => ({ field, code: 'NOT_FOUND' as const, message: `Unknown ${field}.` });
const unknownContract = () => ({ contract: null, terminatedContracts: [], affectedContracts: [], userErrors: [notFound('contractId')] });

export const contractsResolvers: Resolvers = {
  Viewer: {
    contracts: () => ({}),
  },
  ViewerContracts: {
    requests: (_contracts, _args, ctx) => ctx.contracts.requests(),
    held: (_contracts, _args, ctx) => ctx.contracts.held(),
  },
  AgentCentre: {
    downlineContracts: (_centre, args, ctx) => ctx.contracts.offered(args.kind, args.status, args),
    realTimeSalary: (_centre, _args, ctx) => ctx.contracts.realTimeSalary(),
  },
  RealTimeSalary: {
    periods: (_salary, args, ctx) => ctx.contracts.realTimeSalaryPeriods(args),
  },
  // @ownTree found each id already (reading the viewer's own tree or contracts); these read the kept answers.
  Mutation: {
    offerContract: async (_root, args, ctx) => {
      const recipient = await ctx.ownTree.account(args.input.downlineId);
      if (recipient === undefined) return { contract: null, affectedContracts: [], userErrors: [notFound('downlineId')] };
      return ctx.contractActions.offer(args.input, { accountId: recipient.accountId, level: recipient.level }, moneyOrderOf(args));
    },
    acceptContract: async (_root, { input }, ctx) => {
      const contract = await ctx.ownTree.contract(input.contractId);
      return contract === undefined ? unknownContract() : ctx.contractActions.accept(contract, input);
    },
    rejectContract: async (_root, { input }, ctx) => {
      const contract = await ctx.ownTree.contract(input.contractId);
      return contract === undefined ? unknownContract() : ctx.contractActions.reject(contract);
    },
    terminateContract: async (_root, { input }, ctx) => {
      const contract = await ctx.ownTree.contract(input.contractId);
      return contract === undefined ? unknownContract() : ctx.contractActions.terminate(contract);
    },
  },
};
