import type { ComponentType } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useReadQuery } from '@apollo/client/react';
import { MemberPageSkeleton } from '../../../features/member-centre/components/MemberPageSkeleton';
import { defineCentrePage, type CentrePageOptions, type CentrePageProps } from '../centre-page';
import type { MemberPageModule } from './member-page-module';

export type MemberPageProps<TData, TVariables extends OperationVariables> = CentrePageProps<TData, TVariables>;

/** A member page's route module: a centre page under the member centre's skeleton. */
export function defineMemberPage<TData, TVariables extends OperationVariables>(options: CentrePageOptions<TData, TVariables>): MemberPageModule {
  return defineCentrePage({ ...options, Fallback: MemberPageSkeleton });
}

/** A member page that shows the viewer its query read (none, logged out: nothing), and takes nothing else. */
export function defineViewerPage<Viewer>(options: {
  query: TypedDocumentNode<{ viewer?: Viewer | null }, Record<string, never>>;
  Page: ComponentType<{ viewer: Viewer }>;
}): MemberPageModule {
  const { query, Page } = options;
  function ViewerRoute({ queryRef }: MemberPageProps<{ viewer?: Viewer | null }, Record<string, never>>) {
    const { data } = useReadQuery(queryRef);
    return data.viewer ? <Page viewer={data.viewer} /> : null;
  }
  return defineMemberPage({ query, Page: ViewerRoute });
}
