import type { ComponentType } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useReadQuery } from '@apollo/client/react';
import { defineQueryRoute, type QueryRouteProps } from '../query-route';
import { SiteRouteLoading } from './SiteRouteLoading';

export interface SitePageProps<TData> {
  data: TData;
}

/** A content page drawn from its one query (no variables): the site's loading state until the answer is there. */
export function defineSitePage<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  Page: ComponentType<SitePageProps<TData>>,
) {
  function SitePageContent({ queryRef }: QueryRouteProps<TData, TVariables>) {
    return <Page data={useReadQuery(queryRef).data} />;
  }
  return defineQueryRoute({ query, Fallback: SiteRouteLoading, Content: SitePageContent });
}
