import { createHash } from 'node:crypto';
import {
  Kind,
  OperationTypeNode,
  parse,
  print,
  visit,
  type ConstDirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import type { GraphqlOperation } from './graphql-operation.js';
import { included, isComposite, MAX_TOKENS, namedType, selectsNoGuard } from './public-documents.js';

type Variables = Record<string, unknown>;

/** One root field of a member's query that carries no `@auth` anywhere below it, as a query of its own. */
export interface SharedPart {
  responseKey: string;
  operation: GraphqlOperation;
}

/**
 * A member's query cut at its root fields: the parts no `@auth` guards can be answered as any visitor would get
 * them (the fast path's stored answers, built without a session), the rest runs for the member.
 */
export interface MemberQuerySplit {
  /** Every root response key, in the order the answer lists them. */
  order: string[];
  shared: SharedPart[];
  /** The query of the root fields whose answers are not at hand, or undefined when every field is. */
  rest(atHand: ReadonlySet<string>): GraphqlOperation | undefined;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const anyAuth = (directive: ConstDirectiveNode) => directive.name.value === 'auth';

/**
 * Splits per operation and variables (include and skip conditions decide the root fields). A split holds its parts'
 * printed queries, tens of KB for a route query: a few hundred cover a site's routes and bound what any cookie costs.
 */
export class MemberQuerySplits {
  private readonly splits = new LRUCache<string, MemberQuerySplit | false>({ max: 256 });
  private readonly documents = new LRUCache<string, DocumentNode | false>({ max: 500 });

  constructor(private readonly schema: GraphQLSchema) {}

  /** Undefined for anything but a query whose root fields are plain to read and of which at least one is shared. */
  of(operation: GraphqlOperation): MemberQuerySplit | undefined {
    const key = `${operation.hash}\n${operation.operationName ?? ''}\n${JSON.stringify(operation.variables)}`;
    let split = this.splits.get(key);
    if (split === undefined) {
      split = this.split(operation) ?? false;
      this.splits.set(key, split);
    }
    return split === false ? undefined : split;
  }

  /** Parsed with locations: an error in the part that runs for the member points into the client's own text. */
  private parsed({ hash, query }: GraphqlOperation): DocumentNode | false {
    let document = this.documents.get(hash);
    if (document === undefined) {
      try {
        document = parse(query, { maxTokens: MAX_TOKENS });
      } catch {
        document = false;
      }
      this.documents.set(hash, document);
    }
    return document;
  }

  private split(request: GraphqlOperation): MemberQuerySplit | undefined {
    const document = this.parsed(request);
    if (document === false) return undefined;
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const operation = request.operationName === undefined ? (operations.length === 1 ? operations[0] : undefined) : operations.find((o) => o.name?.value === request.operationName);
    const root = this.schema.getQueryType();
    if (operation?.operation !== OperationTypeNode.QUERY || root == null) return undefined;
    const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
    const fields = new Map<string, FieldNode[]>();
    if (!collectRootFields(operation.selectionSet, root.name, fragments, request.variables, fields, new Set())) return undefined;

    const walk = { fragments, variables: request.variables, guards: anyAuth };
    const isShared = (key: string, nodes: FieldNode[]) =>
      key !== '__typename' &&
      nodes.every((node) => {
        const field = root.getFields()[node.name.value];
        if (field === undefined || field.astNode?.directives?.some(anyAuth)) return false;
        const type = namedType(field.type);
        return node.selectionSet === undefined || (isComposite(type) && selectsNoGuard(this.schema, node.selectionSet, type, walk, new Set()));
      });
    const queryOf = (nodes: FieldNode[]) => subOperation(operation, nodes, fragments, request);
    const shared = [...fields].filter(([key, nodes]) => isShared(key, nodes)).map(([responseKey, nodes]) => ({ responseKey, operation: queryOf(nodes) }));
    if (shared.length === 0) return undefined;

    const rests = new Map<string, GraphqlOperation | undefined>();
    return {
      order: [...fields.keys()],
      shared,
      rest(atHand) {
        const missing = [...fields].filter(([key]) => !atHand.has(key));
        const signature = missing.map(([key]) => key).join('\n');
        if (!rests.has(signature)) rests.set(signature, missing.length === 0 ? undefined : queryOf(missing.flatMap(([, nodes]) => nodes)));
        return rests.get(signature);
      },
    };
  }
}

/**
 * The root fields by response key, through fragments on the root type, with the include and skip conditions
 * already decided; false when a fragment is unknown or typed otherwise (the document is left whole).
 */
function collectRootFields(
  selections: SelectionSetNode,
  rootName: string,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Variables,
  into: Map<string, FieldNode[]>,
  visited: Set<string>,
): boolean {
  for (const selection of selections.selections) {
    if (!included(selection, variables)) continue;
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const decided = { ...selection, directives: selection.directives?.filter((d) => d.name.value !== 'include' && d.name.value !== 'skip') };
      into.set(key, [...(into.get(key) ?? []), decided]);
      continue;
    }
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
    if (fragment === undefined || (fragment.typeCondition !== undefined && fragment.typeCondition.name.value !== rootName)) return false;
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      if (visited.has(selection.name.value)) continue;
      visited.add(selection.name.value);
    }
    if (!collectRootFields(fragment.selectionSet, rootName, fragments, variables, into, visited)) return false;
  }
  return true;
}

/** A query of some root fields alone: with only the fragments and variables they use (graphql refuses unused ones). */
function subOperation(operation: OperationDefinitionNode, fields: FieldNode[], fragments: ReadonlyMap<string, FragmentDefinitionNode>, request: GraphqlOperation): GraphqlOperation {
  const usedFragments = new Map<string, FragmentDefinitionNode>();
  const usedVariables = new Set<string>();
  const collect = (node: FieldNode | FragmentDefinitionNode) =>
    visit(node, {
      Variable: (variable) => void usedVariables.add(variable.name.value),
      FragmentSpread: (spread) => {
        const fragment = fragments.get(spread.name.value);
        if (fragment === undefined || usedFragments.has(spread.name.value)) return;
        usedFragments.set(spread.name.value, fragment);
        collect(fragment);
      },
    });
  fields.forEach(collect);
  const definition: OperationDefinitionNode = {
    ...operation,
    variableDefinitions: operation.variableDefinitions?.filter((d) => usedVariables.has(d.variable.name.value)),
    selectionSet: { kind: Kind.SELECTION_SET, selections: fields },
  };
  const query = print({ kind: Kind.DOCUMENT, definitions: [definition, ...usedFragments.values()] });
  const variables = Object.fromEntries(Object.entries(request.variables).filter(([name]) => usedVariables.has(name)));
  return { hash: sha256(query), query, document: { kind: Kind.DOCUMENT, definitions: [definition, ...usedFragments.values()] }, operationName: request.operationName, variables };
}
