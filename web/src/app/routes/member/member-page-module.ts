import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { PreloadQueryFunction } from '@apollo/client/react';

/** What each member page's route module exports: the loader that preloads its one query, and its page. */
export interface MemberPageModule {
  loader: (preloadQuery: PreloadQueryFunction) => LoaderFunction;
  Component: ComponentType;
}
