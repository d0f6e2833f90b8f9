import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../../gql';
import { Button } from '../../../../components/Button';
import { FormErrors } from '../../../../components/FormErrors';
import { formatMoney } from '../../../../lib/money/format-money';
import { toCents } from '../../../../lib/money/amount';
import { useMoneyForm } from '../../../../lib/hooks/useMoneyForm';
import { useTransferAllToMain } from '../../mutations/useTransferAllToMain';
import { WalletTransferForm } from './WalletTransferForm';
import styles from '../page-styles';
import { useFragmentData } from '../../../../lib/apollo/useFragmentData';

export const TransferFundPageViewerFragment = graphql(`
  fragment TransferFundPage_viewer on Viewer {
    wallet {
      id
      sumBalance
      mode
      mainWalletId
      mainBalance
      heldAmount
      vendorWallets {
        walletId
        name
        balance
      }
    }
  }
`);

/** transferFund: the member's wallets; in multi-wallet mode, transfers between the main and a vendor wallet. */
export function TransferFundPage({ viewer }: { viewer: FragmentType<typeof TransferFundPageViewerFragment> }) {
  const intl = useIntl();
  const data = useFragmentData(TransferFundPageViewerFragment, viewer);
  if (!data) return null;
  const wallet = data.wallet;
  const money = (amount: string) => formatMoney(amount, intl.locale);
  const multi = wallet.mode === 'MULTI';

  return (
    <div className={styles.page}>
      <dl className={styles.figures}>
        <div className={styles.figure} data-testid="wallet-total">
          <dt>{intl.formatMessage({ id: 'wallet.total' })}</dt>
          <dd>{money(wallet.sumBalance)}</dd>
        </div>
        <div className={styles.figure} data-testid="wallet-main">
          <dt>{intl.formatMessage({ id: 'wallet.main' })}</dt>
          <dd>{money(wallet.mainBalance)}</dd>
        </div>
        {toCents(wallet.heldAmount) ? (
          <div className={styles.figure} data-testid="wallet-held">
            <dt>{intl.formatMessage({ id: 'withdraw.held' })}</dt>
            <dd>{money(wallet.heldAmount)}</dd>
          </div>
        ) : null}
      </dl>
      {multi ? (
        <>
          <section className={styles.section} aria-labelledby="vendor-wallets-title">
            <div className={styles.cardHead}>
              <h2 id="vendor-wallets-title" className={styles.sectionTitle}>
                {intl.formatMessage({ id: 'wallet.vendors' })}
              </h2>
              <AllToMainButton />
            </div>
            <ul className={styles.list}>
              {wallet.vendorWallets.map((vendor) => (
                <li key={vendor.walletId} className={styles.cardHead} data-testid="vendor-wallet" data-wallet={vendor.walletId}>
                  <span>{vendor.name}</span>
                  <span className={styles.mono}>{money(vendor.balance)}</span>
                </li>
              ))}
            </ul>
          </section>
          <WalletTransferForm mainWalletId={wallet.mainWalletId} mainBalance={wallet.mainBalance} vendorWallets={wallet.vendorWallets} />
        </>
      ) : (
        <p className={styles.note} data-testid="single-wallet">
          {intl.formatMessage({ id: 'wallet.single' })}
        </p>
      )}
    </div>
  );
}

const noFields: readonly never[] = [];

/** Empties every vendor wallet into the main wallet. */
function AllToMainButton() {
  const intl = useIntl();
  const transferAllToMain = useTransferAllToMain();
  const { formErrors, submit, submitting } = useMoneyForm(noFields, () => null);
  const [moved, setMoved] = useState<string | null>(null);
  return (
    <div className={styles.section}>
      <Button
        onClick={() =>
          void submit({
            validate: () => ({}),
            send: (idempotencyKey) => transferAllToMain({ idempotencyKey }),
            onSuccess: (payload) => setMoved(payload.movedAmount),
          })
        }
        disabled={submitting}
        aria-busy={submitting || undefined}
      >
        {intl.formatMessage({ id: 'wallet.allToMain' })}
      </Button>
      {moved ? (
        <p role="status" className={styles.note}>
          {intl.formatMessage({ id: 'wallet.allToMain.done' }, { amount: formatMoney(moved, intl.locale) })}
        </p>
      ) : null}
      <FormErrors errors={formErrors} />
    </div>
  );
}
