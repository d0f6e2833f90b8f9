import { accountRecordsRoute } from './account-records.js';
import { betRecordsRoute } from './bet-records.js';
import { bonusDetailsRoute } from './bonus-details.js';
import { profitLossRoute } from './profit-loss.js';

/** The member's own reports: bets, account lines, profit and loss, bonuses (docs/funds.md). */
export const recordsRoutes = [betRecordsRoute, accountRecordsRoute, profitLossRoute, bonusDetailsRoute];
