import type { FragmentDefinitionNode } from 'graphql';
import type { FragmentType, MaybeMasked, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useFragment } from '@apollo/client/react';

/** A fragment document's own fragment comes first; the fragments it spreads follow it (codegen's order). */
function fragmentNameOf(fragment: TypedDocumentNode<unknown, OperationVariables>): string {
  return (fragment.definitions[0] as FragmentDefinitionNode).name.value;
}

// useFragment's overloads for a list of objects also match a generic `from`; this reads one object.
const useOneFragment = useFragment as <TData>(options: useFragment.Options<TData, OperationVariables>) => useFragment.Result<TData>;

/**
 * What a component reads of the object its parent handed down: its fragment's data once the cache holds all of
 * it, else null (the component shows nothing meanwhile). `variables` are those of the query that read the fragment
 * when its fields take arguments (a page of a list).
 */
export function useFragmentData<TData, TVariables>(
  fragment: TypedDocumentNode<TData, TVariables>,
  from: FragmentType<NoInfer<TData>>,
  variables?: OperationVariables,
): MaybeMasked<TData> | null {
  const document = fragment as TypedDocumentNode<TData, OperationVariables>;
  const { data, complete } = useOneFragment<TData>({ fragment: document, fragmentName: fragmentNameOf(document), from, variables });
  return complete ? data : null;
}
