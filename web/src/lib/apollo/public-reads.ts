import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * Root fields whose answer is the session's member's own: the viewer, records fetched by id (a deposit order), and
 * the two root fields the schema guards with @auth. A query selecting none of them reads what every visitor reads.
 */
const MEMBER_ROOTS = new Set(['viewer', 'node', 'nodes', 'pvpRooms', 'lotteryOpenedNumbers']);

/**
 * Whether an operation is a public read: a query that selects no member root field, directly or through fragments
 * on Query. Those go as GET, so a browser's cache and a CDN before the site can keep what the gateway marks shared;
 * mutations and members' queries stay POST.
 */
export function isPublicRead(document: DocumentNode): boolean {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const [operation] = operations;
  if (operations.length !== 1 || operation?.operation !== 'query') return false;
  const fragments = new Map(
    document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [])),
  );
  const seen = new Set<string>();
  const selectsMemberRoot = (selections: SelectionSetNode): boolean =>
    selections.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return MEMBER_ROOTS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return selectsMemberRoot(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      const fragment = fragments.get(name);
      // A fragment the document lacks: the stricter answer.
      return fragment === undefined || selectsMemberRoot(fragment.selectionSet);
    });
  return !selectsMemberRoot(operation.selectionSet);
}
