import type { RouteObject } from 'react-router';
import type { PreloadQueryFunction } from '@apollo/client/react';
import { agentPageKeys, agentPagePath, defaultAgentPage, paths, type AgentPageKey } from '../../../config/paths';
import type { CentrePageModule } from '../centre-page';
import type { AgentPageHandle } from './AgentCentreRoute';
import { centreRoute } from '../centre-routes';
import { lazyRoute } from '../lazy-route';
import { RouteErrorState } from '../RouteErrorState';

/** Each page is its own chunk, loaded when the page is first opened. */
const pageModules: Record<AgentPageKey, () => Promise<CentrePageModule>> = {
  agentAnnouncement: () => import('./AnnouncementsRoute').then((module) => module.announcementsPage),
  agentTeamOverview: () => import('./TeamOverviewRoute').then((module) => module.teamOverviewPage),
  registerCenter: () => import('./RegisterCenterRoute').then((module) => module.registerCenterPage),
  downlineManagmentView: () => import('./TeamManagementRoute').then((module) => module.teamManagementPage),
  personalHistoryCopy: () => import('./TeamBetsRoute').then((module) => module.teamBetsPage),
  palStatementsAgentCopy: () => import('./UserLossRoute').then((module) => module.userLossPage),
  agentRevenueReport: () => import('./IncomeRoute').then((module) => module.incomePage),
  agentDownlineTransactionDetailsCopy: () => import('./TeamTransactionsRoute').then((module) => module.teamTransactionsPage),
  agentDividendRecord: () => import('./ContractKindRoute').then((module) => module.dividendRecordPage),
  agentDailyWages: () => import('./ContractKindRoute').then((module) => module.dailyWagesPage),
  agentHourlySalary: () => import('./ContractKindRoute').then((module) => module.hourlySalaryPage),
  agentRealTimeSalary: () => import('./ContractKindRoute').then((module) => module.realTimeSalaryPage),
};

/**
 * /agent and its pages, the agent login entry and the contract request screen, inside the app shell. An unknown
 * page key goes to the default page, agentTeamOverview.
 */
export function agentRoutes(preloadQuery: PreloadQueryFunction): RouteObject[] {
  return [
    centreRoute(preloadQuery, {
      path: paths.agent,
      shell: lazyRoute(() => import('./AgentCentreRoute'), (module) => ({ Component: module.AgentCentreRoute })),
      menu: () => import('./AgentMenuRoute').then((module) => module.agentMenu),
      pageKeys: agentPageKeys,
      pages: pageModules,
      handle: (key) => ({ agentPage: key }) satisfies AgentPageHandle,
      defaultPagePath: agentPagePath(defaultAgentPage),
      errorState: () => import('./AgentPageErrorState').then((module) => module.AgentPageErrorState),
    }),
    {
      path: paths.agentLogin,
      ...lazyRoute(() => import('./AgentLoginRoute'), (m) => ({ loader: m.agentLoginLoader(preloadQuery), Component: m.AgentLoginRoute })),
      ErrorBoundary: RouteErrorState,
    },
    {
      path: paths.contractRequest,
      ...lazyRoute(() => import('./ContractRequestRoute'), (m) => ({
        loader: m.contractRequestLoader(preloadQuery),
        Component: m.ContractRequestRoute,
        ErrorBoundary: m.ContractRequestErrorState,
      })),
    },
  ];
}
