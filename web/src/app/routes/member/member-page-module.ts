import type { CentrePageModule } from '../centre-page';

/** What each member page's route module exports: the loader that preloads its one query, and its page. */
export type MemberPageModule = CentrePageModule;
