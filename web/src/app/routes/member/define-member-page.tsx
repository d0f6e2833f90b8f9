import type { ComponentType } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { MemberPageSkeleton } from '../../../features/member-centre/components/MemberPageSkeleton';
import { defineCentrePage, type CentrePageProps } from '../centre-page';
import type { MemberPageModule } from './member-page-module';

export type MemberPageProps<TData, TVariables extends OperationVariables> = CentrePageProps<TData, TVariables>;

/** A member page's route module: a centre page under the member centre's skeleton. */
export function defineMemberPage<TData, TVariables extends OperationVariables>(options: {
  query: TypedDocumentNode<TData, TVariables>;
  variables?: (url: URL) => TVariables;
  Page: ComponentType<MemberPageProps<TData, TVariables>>;
}): MemberPageModule {
  return defineCentrePage({ ...options, Fallback: MemberPageSkeleton });
}
