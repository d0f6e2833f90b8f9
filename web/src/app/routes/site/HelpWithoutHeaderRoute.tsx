import type { ReactNode } from 'react';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { HelpWithoutHeaderRouteQuery as HelpWithoutHeaderRouteData, HelpWithoutHeaderRouteQueryVariables } from '../../../gql/graphql';
import { HelpCentre } from '../../../features/content/components/HelpCentre';
import { SiteRouteLoading } from './SiteRouteLoading';
import styles from './SiteRoutes.module.css';
import { defineQueryRoute, type QueryRouteProps } from '../query-route';

// Outside the app shell: no header, navigation or footer, so none of their data either.
const HelpWithoutHeaderRouteQuery = graphql(`
  query HelpWithoutHeaderRoute {
    helpTopics {
      id
      ...HelpCentre_topic
    }
  }
`);

/** /helpmc: the help centre alone, for embedding in the apps (spec 001 §2). */
export const { loader: helpWithoutHeaderLoader, Component: HelpWithoutHeaderRoute } = defineQueryRoute({
  query: HelpWithoutHeaderRouteQuery,
  Frame: ChromelessMain,
  Fallback: SiteRouteLoading,
  Content: HelpWithoutHeaderContent,
});

function ChromelessMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.chromeless}>
      {children}
    </main>
  );
}

function HelpWithoutHeaderContent({ queryRef }: QueryRouteProps<HelpWithoutHeaderRouteData, HelpWithoutHeaderRouteQueryVariables>) {
  const { data } = useReadQuery(queryRef);
  return <HelpCentre topics={data.helpTopics} />;
}
