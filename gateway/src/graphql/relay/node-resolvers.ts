import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { gatewayError } from '../errors/gateway-error.js';
import { fromGlobalId } from './global-id.js';

type NodeTypeName = 'Notice' | 'Member' | 'Wallet' | 'Vendor' | 'Game' | 'LotteryMenu' | 'Banner' | 'Promotion';

/** Loads one entity of a type by its local id, applying the same authorisation as its fields (null if hidden). */
export type NodeFetcher = (localId: string, ctx: GatewayContext) => Promise<object | null>;

export type NodeFetchers = Record<NodeTypeName, NodeFetcher>;

const MAX_NODES = 100;

export function nodeResolvers(fetchers: NodeFetchers): Resolvers {
  const fetchNode = async (globalId: string, ctx: GatewayContext): Promise<(object & { __typename: NodeTypeName }) | null> => {
    const parsed = fromGlobalId(globalId);
    if (!parsed || !(parsed.type in fetchers)) return null;
    const type = parsed.type as NodeTypeName;
    const found = await fetchers[type](parsed.id, ctx);
    return found ? { ...found, __typename: type } : null;
  };

  return {
    Query: {
      node: (_root, { id }, ctx) => fetchNode(id, ctx) as never,
      nodes: (_root, { ids }, ctx) => {
        if (ids.length > MAX_NODES) throw gatewayError('BAD_USER_INPUT', `At most ${MAX_NODES} ids at once.`);
        return Promise.all(ids.map((id) => fetchNode(id, ctx))) as never;
      },
    },
    Node: {
      __resolveType: (node) => (node as unknown as { __typename: NodeTypeName }).__typename,
    },
  };
}
