import type { IntlShape } from 'react-intl';
import { graphql } from '../../../gql';
import type { RecordColumn } from '../../../components/records/RecordTable';
import { SignedAmount } from '../../../components/records/SignedAmount';
import type { MessageId } from '../../../i18n/message-id';
import { formatMoney } from '../../../lib/money/format-money';
import type { DownlineFilter } from '../report-controls';
import styles from './agent-page-styles';

// A team account's bet row as the account and bet columns read it (team bets by member, user loss).
graphql(`
  fragment TeamBetRow_memberFigures on TeamBetRow {
    downlineId
    account
    level
    betCount
    betAmount
    validBet
    winLoss
  }
`);

interface AccountRow {
  downlineId?: string | null;
  account?: string | null;
}

/** The team account of a row: a button that narrows the report to it (a row without one shows its account as text). */
export function accountColumn<Row extends AccountRow>(intl: IntlShape, onDownline: (downline: DownlineFilter) => void): RecordColumn<Row> {
  return {
    key: 'account',
    label: intl.formatMessage({ id: 'team.account' }),
    cell: (row) =>
      row.downlineId && row.account ? (
        <button type="button" className={styles.linkButton} onClick={() => onDownline({ id: row.downlineId ?? '', account: row.account ?? '' })}>
          {row.account}
        </button>
      ) : (
        row.account
      ),
  };
}

interface BetRow {
  betCount: number;
  betAmount: string;
  validBet: string;
  winLoss: string;
}

/** A row's bets: how many, their amount, the valid bet and the result (named by `resultLabelId`). */
export function betColumns<Row extends BetRow>(intl: IntlShape, resultLabelId: MessageId): RecordColumn<Row>[] {
  const money = (amount: string) => formatMoney(amount, intl.locale);
  return [
    { key: 'betCount', label: intl.formatMessage({ id: 'records.betCount' }), numeric: true, cell: (row) => row.betCount },
    { key: 'betAmount', label: intl.formatMessage({ id: 'records.betAmount' }), numeric: true, cell: (row) => money(row.betAmount) },
    { key: 'validBet', label: intl.formatMessage({ id: 'records.validBet' }), numeric: true, cell: (row) => money(row.validBet) },
    { key: 'winLoss', label: intl.formatMessage({ id: resultLabelId }), numeric: true, cell: (row) => <SignedAmount amount={row.winLoss} /> },
  ];
}
