import type { NodeResolvers, Resolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { gatewayError } from '../../infra/errors/gateway-error.js';
import { fromGlobalId } from './global-id.js';

/** A Node type of the schema; which of them some module refetches is GatewayModule.nodes'. */
type NodeTypeName = NonNullable<Awaited<ReturnType<NodeResolvers['__resolveType']>>>;

/** Loads one entity of a type by its local id, applying the same authorisation as its fields (null if hidden). */
export type NodeFetcher = (localId: string, ctx: GatewayContext) => Promise<object | null>;

export type NodeFetchers = Readonly<Partial<Record<NodeTypeName, NodeFetcher>>>;

interface NodeId {
  type: NodeTypeName;
  id: string;
  fetch: NodeFetcher;
}

const MAX_NODES = 100;

export function nodeResolvers(fetchers: NodeFetchers): Resolvers {
  /** An id we could have issued, else the client's mistake; own properties only, so "constructor" names no type. */
  const nodeIdOf = (globalId: string): NodeId => {
    const parsed = fromGlobalId(globalId);
    const fetch = parsed && Object.hasOwn(fetchers, parsed.type) ? fetchers[parsed.type as NodeTypeName] : undefined;
    if (!parsed || fetch === undefined) throw gatewayError('BAD_USER_INPUT', 'Not a node id.');
    return { type: parsed.type as NodeTypeName, id: parsed.id, fetch };
  };

  const fetchNode = async ({ type, id, fetch }: NodeId, ctx: GatewayContext): Promise<(object & { __typename: NodeTypeName }) | null> => {
    const found = await fetch(id, ctx);
    return found ? { ...found, __typename: type } : null;
  };

  return {
    Query: {
      node: (_root, { id }, ctx) => fetchNode(nodeIdOf(id), ctx) as never,
      nodes: (_root, { ids }, ctx) => {
        if (ids.length > MAX_NODES) throw gatewayError('BAD_USER_INPUT', `At most ${MAX_NODES} ids at once.`);
        // Every id is checked before any is fetched; an entity named twice (or by two spellings of its id) is fetched once.
        const fetches = new Map<string, ReturnType<typeof fetchNode>>();
        const found = ids.map(nodeIdOf).map((nodeId) => {
          const key = `${nodeId.type}:${nodeId.id}`;
          let fetch = fetches.get(key);
          if (fetch === undefined) {
            fetch = fetchNode(nodeId, ctx);
            fetches.set(key, fetch);
          }
          return fetch;
        });
        return Promise.all(found) as never;
      },
    },
    Node: {
      __resolveType: (node) => (node as unknown as { __typename: NodeTypeName }).__typename,
    },
  };
}
