import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The Site fields that are the visitor's own: their region's verdict and their address. */
const VISITOR_FIELDS = new Set(['status', 'visitorIp']);

/**
 * Whether the query asks this `site` for a field of the visitor's own (through fragments too). Without one, the
 * answer is built from the status every visitor shares and may be stored once for all of them (issue 33).
 */
export function asksForVisitorFields(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): boolean {
  const seen = new Set<string>();
  const asks = (selections: SelectionSetNode | undefined): boolean =>
    selections?.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return VISITOR_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return asks(selection.selectionSet);
      if (seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      return asks(info.fragments[selection.name.value]?.selectionSet);
    }) ?? false;
  return info.fieldNodes.some((node) => asks(node.selectionSet));
}
