import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import type { PreloadQueryFunction } from '@apollo/client/react';
import { withAllMessages } from '../../i18n/all-messages';
import type { CentrePageModule } from './centre-page';
import { timedLazy } from './lazy-route';

/** What a centre (member, agent) is made of, each part its own chunk. */
export interface CentreDefinition<Key extends string> {
  path: string;
  /** The centre's frame (panel, menu) around its pages. */
  shell: Pick<RouteObject, 'lazy'>;
  /** /<centre> itself: the menu screen on a phone. */
  menu: () => Promise<CentrePageModule>;
  pageKeys: readonly Key[];
  /** Each page's route module, loaded when the page is first opened. */
  pages: Record<Key, () => Promise<CentrePageModule>>;
  /** The route's handle, by which the shell knows which page is open. */
  handle: (key: Key) => unknown;
  /** Where an unknown page key goes rather than a "not found": the centre is open either way. */
  defaultPagePath: string;
  /** The pages' error state inside the centre. */
  errorState: () => Promise<ComponentType>;
}

/**
 * A centre's route: its shell, the menu at its index and one child route a page. The error state and the texts
 * beyond the first paint's load with the centre, not with the first page of the site.
 */
export function centreRoute<Key extends string>(preloadQuery: PreloadQueryFunction, centre: CentreDefinition<Key>): RouteObject {
  const errorState = withAllMessages(centre.errorState);
  const page = (load: () => Promise<CentrePageModule>) =>
    timedLazy(async () => {
      const [module, ErrorBoundary] = await Promise.all([load(), errorState()]);
      return { loader: module.loader(preloadQuery), Component: module.Component, ErrorBoundary };
    });
  return {
    path: centre.path,
    ...centre.shell,
    children: [
      { index: true, lazy: page(centre.menu) },
      ...centre.pageKeys.map((key): RouteObject => ({ path: key, handle: centre.handle(key), lazy: page(centre.pages[key]) })),
      { path: '*', loader: () => redirect(centre.defaultPagePath) },
    ],
  };
}
