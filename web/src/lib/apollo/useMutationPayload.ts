import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { MaybeMasked, OperationVariables, TypedDocumentNode } from '@apollo/client';

/** What `run` takes: the mutation's `input` when it has one (every Relay-style mutation), else nothing. */
type RunArgs<TVariables> = TVariables extends { input: infer Input } ? [input: Input] : [];

type Mutate<TData, TVariables> = (options?: { variables: TVariables }) => Promise<{ data?: MaybeMasked<TData> | null }>;

/**
 * Runs a one-field mutation and answers that field's payload (its `userErrors` included). A call that errs throws
 * in Apollo already; an answer without data breaks the schema's contract, so it throws too.
 */
export function useMutationPayload<TData, TVariables extends OperationVariables, TField extends keyof MaybeMasked<TData> & string>(
  mutation: TypedDocumentNode<TData, TVariables>,
  field: TField,
  options?: Omit<useMutation.Options<NoInfer<TData>, NoInfer<TVariables>>, 'variables'>,
) {
  // Apollo's overloads cannot match generic options to generic variables; the callers' options are checked above.
  const [mutate, { loading }] = useMutation(mutation, options as never);
  const run = useCallback(
    async (...[input]: RunArgs<TVariables>): Promise<MaybeMasked<TData>[TField]> => {
      // The variables are whole here (`input` or none), which Apollo's overloads cannot see through the generics.
      const { data } = await (mutate as Mutate<TData, TVariables>)(input === undefined ? undefined : { variables: { input } as unknown as TVariables });
      if (!data) throw new Error(`${field} returned no data`);
      return data[field];
    },
    [mutate, field],
  );
  return { run, loading };
}
