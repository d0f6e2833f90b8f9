import type { IntlShape } from 'react-intl';
import { graphql } from '../../gql';
import { formatMoney } from '../../lib/money/format-money';
import type { Figure } from '../centre/Figures';
import { SignedAmount } from './SignedAmount';

// The totals of a selection of bets (the member's own, the team's), as their records pages show them.
// Spread with @unmask: the pages pass the fields to betTotalFigures.
export const BetTotalFiguresFragment = graphql(`
  fragment BetTotalFigures on BetTotals {
    betCount
    betAmount
    validBet
    winLoss
  }
`);

export interface BetTotals {
  betCount: number;
  betAmount: string;
  validBet: string;
  winLoss: string;
}

/** How many bets, their amount, the valid bet and the result, as figures over the whole selection. */
export function betTotalFigures(intl: IntlShape, totals: BetTotals): Figure[] {
  const money = (amount: string) => formatMoney(amount, intl.locale);
  return [
    { key: 'betCount', label: intl.formatMessage({ id: 'records.betCount' }), value: totals.betCount },
    { key: 'betAmount', label: intl.formatMessage({ id: 'records.betAmount' }), value: money(totals.betAmount) },
    { key: 'validBet', label: intl.formatMessage({ id: 'records.validBet' }), value: money(totals.validBet) },
    { key: 'winLoss', label: intl.formatMessage({ id: 'records.winLoss' }), value: <SignedAmount amount={totals.winLoss} /> },
  ];
}
