import { Suspense, type ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { PreloadQueryFunction, QueryRef } from '@apollo/client/react';
import { MemberPageSkeleton } from '../../../features/member-centre/components/MemberPageSkeleton';
import type { MemberPageModule } from './member-page-module';

export interface MemberPageProps<TData, TVariables extends OperationVariables> {
  queryRef: QueryRef<TData, TVariables>;
  /** The variables the loader read from the URL (filters). */
  variables: TVariables;
}

/**
 * A member page's route module: its loader preloads the page's one query (variables from the URL, for filters)
 * and the page reads it under a skeleton; a failed query reaches the page's error boundary inside the centre.
 */
export function defineMemberPage<TData, TVariables extends OperationVariables>(options: {
  query: TypedDocumentNode<TData, TVariables>;
  variables?: (url: URL) => TVariables;
  Page: ComponentType<MemberPageProps<TData, TVariables>>;
}): MemberPageModule {
  const { query, variables: variablesOf, Page } = options;
  const loader = (preloadQuery: PreloadQueryFunction) => ({ request }: LoaderFunctionArgs) => {
    const variables = (variablesOf ? variablesOf(new URL(request.url)) : {}) as TVariables;
    const queryRef = (preloadQuery as (document: unknown, options: unknown) => QueryRef<TData, TVariables>)(query, { variables });
    return { queryRef, variables };
  };
  function MemberPageRoute() {
    const { queryRef, variables } = useLoaderData<MemberPageProps<TData, TVariables>>();
    return (
      <Suspense fallback={<MemberPageSkeleton />}>
        <Page queryRef={queryRef} variables={variables} />
      </Suspense>
    );
  }
  return { loader, Component: MemberPageRoute };
}
