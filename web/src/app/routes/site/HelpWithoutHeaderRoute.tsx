import { Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { HelpCentre } from '../../../features/content/components/HelpCentre';
import { SiteRouteLoading } from './SiteRouteLoading';
import styles from './SiteRoutes.module.css';

// Outside the app shell: no header, navigation or footer, so none of their data either.
const HelpWithoutHeaderRouteQuery = graphql(`
  query HelpWithoutHeaderRoute {
    helpTopics {
      id
      ...HelpCentre_topic
    }
  }
`);

export function helpWithoutHeaderLoader(preloadQuery: PreloadQueryFunction) {
  return () => ({ queryRef: preloadQuery(HelpWithoutHeaderRouteQuery) });
}

type HelpWithoutHeaderLoaderData = ReturnType<ReturnType<typeof helpWithoutHeaderLoader>>;

/** /helpmc: the help centre alone, for embedding in the apps (spec 001 §2). */
export function HelpWithoutHeaderRoute() {
  const { queryRef } = useLoaderData<HelpWithoutHeaderLoaderData>();
  return (
    <main id="main" className={styles.chromeless}>
      <Suspense fallback={<SiteRouteLoading />}>
        <HelpWithoutHeaderContent queryRef={queryRef} />
      </Suspense>
    </main>
  );
}

function HelpWithoutHeaderContent({ queryRef }: HelpWithoutHeaderLoaderData) {
  const { data } = useReadQuery(queryRef);
  return <HelpCentre topics={data.helpTopics} />;
}
