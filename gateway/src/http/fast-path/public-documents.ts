import { LRUCache } from 'lru-cache';
import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  parse,
  type ConstDirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type FragmentSpreadNode,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLType,
  type GraphQLSchema,
  type InlineFragmentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Apollo's own parse limit (plugins/graphql.ts), so a document Apollo refuses is never analysed further. */
export const MAX_TOKENS = 2000;

type Variables = Record<string, unknown>;
/** What a selection set may select on: an object or interface (fields), or a union (fragments only). */
export type Composite = Pick<GraphQLObjectType, 'name'> & Partial<Pick<GraphQLObjectType, 'getFields'>>;

// Structural checks, not graphql's instanceof helpers: the schema may come from graphql's other module build
// (CommonJS through graphql-tools, ESM here), and development mode refuses types from "another realm".
export const namedType = (type: GraphQLType): GraphQLNamedType => ('ofType' in type ? namedType(type.ofType) : type);
export const isComposite = (type: unknown): type is Composite =>
  typeof type === 'object' && type !== null && ('getFields' in type || 'getTypes' in type);

/**
 * Static verdicts, one per operation and variables: may its answer be shared at all? Only a query that selects
 * no field the schema guards with `@auth` (after its `@include`/`@skip` conditions) qualifies, apart from fields
 * refused as null (`whenRefused: NULL`: a request without a session gets null there, as every visitor does, so
 * the header's figures in every route query leave the route public); everything else always goes through Apollo.
 * Unknown fields or fragments make a document private: Apollo then reports them.
 */
export class PublicDocuments {
  private readonly documents = new LRUCache<string, DocumentNode | false>({ max: 2_000 });
  private readonly verdicts = new LRUCache<string, boolean>({ max: 10_000 });

  constructor(private readonly schema: GraphQLSchema) {}

  /** `key` names the operation and its variables (the fast path's operation key). */
  isPublic(key: string, hash: string, query: string, operationName: string | undefined, variables: Variables): boolean {
    let verdict = this.verdicts.get(key);
    if (verdict === undefined) {
      verdict = this.judge(this.document(hash, query), operationName, variables);
      this.verdicts.set(key, verdict);
    }
    return verdict;
  }

  private document(hash: string, query: string): DocumentNode | false {
    let document = this.documents.get(hash);
    if (document === undefined) {
      try {
        document = parse(query, { maxTokens: MAX_TOKENS, noLocation: true });
      } catch {
        document = false;
      }
      this.documents.set(hash, document);
    }
    return document;
  }

  private judge(document: DocumentNode | false, operationName: string | undefined, variables: Variables): boolean {
    if (document === false) return false;
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const operation = operationName === undefined ? (operations.length === 1 ? operations[0] : undefined) : operations.find((o) => o.name?.value === operationName);
    const root = this.schema.getQueryType();
    if (operation?.operation !== 'query' || root == null) return false;
    const fragments = new Map(
      document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
    );
    return selectsNoGuard(this.schema, operation.selectionSet, root, { fragments, variables, guards: guardsWithAnError }, new Set());
  }
}

/** How a walk reads a document: its fragments, the request's variables, and which directives guard a field. */
export interface SelectionWalk {
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Variables;
  guards: (directive: ConstDirectiveNode) => boolean;
}

/** True when no included field below is guarded; follows fragment spreads once each. */
export function selectsNoGuard(schema: GraphQLSchema, selections: SelectionSetNode, parent: Composite, walk: SelectionWalk, visited: Set<string>): boolean {
  for (const selection of selections.selections) {
    if (!included(selection, walk.variables)) continue;
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === '__typename') continue;
      const field = parent.getFields?.()[selection.name.value];
      if (field === undefined || field.astNode?.directives?.some(walk.guards)) return false;
      const type = namedType(field.type);
      if (selection.selectionSet !== undefined && (!isComposite(type) || !selectsNoGuard(schema, selection.selectionSet, type, walk, visited))) return false;
      continue;
    }
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? walk.fragments.get(selection.name.value) : selection;
    if (fragment === undefined) return false;
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      if (visited.has(selection.name.value)) continue;
      visited.add(selection.name.value);
    }
    const condition = fragment.typeCondition === undefined ? parent : schema.getType(fragment.typeCondition.name.value);
    if (!isComposite(condition) || !selectsNoGuard(schema, fragment.selectionSet, condition, walk, visited)) return false;
  }
  return true;
}

/** An `@auth` that refuses with an error; `whenRefused: NULL` answers a visitor null, the same for all of them. */
function guardsWithAnError(directive: ConstDirectiveNode): boolean {
  if (directive.name.value !== 'auth') return false;
  const refusal = directive.arguments?.find((argument) => argument.name.value === 'whenRefused')?.value;
  return !(refusal?.kind === Kind.ENUM && refusal.value === 'NULL');
}

export function included(node: FieldNode | FragmentSpreadNode | InlineFragmentNode, variables: Variables): boolean {
  if (node.directives === undefined || node.directives.length === 0) return true;
  try {
    if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
    return getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
  } catch {
    // A condition that cannot be read counts as included: the stricter verdict.
    return true;
  }
}
