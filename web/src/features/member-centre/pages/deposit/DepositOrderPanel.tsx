import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment } from '@apollo/client/react';
import { QRCodeSVG } from 'qrcode.react';
import { graphql } from '../../../../gql';
import { Button } from '../../../../components/Button';
import { CopyButton } from '../../../../components/CopyButton';
import { FormErrors } from '../../../../components/FormErrors';
import { formatLocalDateTime } from '../../../../lib/date/local-date-time';
import { errorMessage } from '../../../../lib/errors/error-message';
import type { FieldMessage } from '../../../../lib/errors/field-message';
import { formatMoney } from '../../../../lib/money/format-money';
import { vietQrPayload } from '../../../../lib/payments/vietqr';
import { StatusBadge } from '../StatusBadge';
import styles from '../page-styles';

export const DepositOrderPanelOrderFragment = graphql(`
  fragment DepositOrderPanel_order on DepositOrder {
    id
    orderNo
    channelKind
    channelName
    amount
    fee
    creditAmount
    status
    remark
    createdAt
    settledAt
    payTo {
      id
      bankName
      accountNumber
      holderName
      branch
    }
    transferAmount
    transferNote
    paymentUrl
    qrCodeText
  }
`);

const DepositOrderStatusQuery = graphql(`
  query DepositOrderStatus($id: ID!) {
    node(id: $id) {
      id
      ... on DepositOrder {
        status
        ...DepositOrderPanel_order
      }
    }
  }
`);

export interface DepositOrderPanelProps {
  order: FragmentType<typeof DepositOrderPanelOrderFragment>;
  onNewDeposit: () => void;
  /** The order is paid: the balances on screen are out of date. */
  onCredited: () => void;
}

/** The order just made: what to pay where, its status and a refresh (the platform settles it later). */
export function DepositOrderPanel({ order, onNewDeposit, onCredited }: DepositOrderPanelProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const { data, complete } = useFragment({ fragment: DepositOrderPanelOrderFragment, fragmentName: 'DepositOrderPanel_order', from: order });
  const [refreshing, setRefreshing] = useState(false);
  const [failure, setFailure] = useState<FieldMessage | null>(null);
  // Just submitted, the order's header comes into view (the form above it was the page's length; issue 32, item 6).
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.scrollIntoView?.({ block: 'start' });
    title.current?.focus({ preventScroll: true });
  }, []);
  if (!complete) return null;
  const id = data.id;

  async function refresh() {
    setRefreshing(true);
    setFailure(null);
    try {
      const result = await client.query({ query: DepositOrderStatusQuery, variables: { id }, fetchPolicy: 'network-only' });
      const node = result.data?.node;
      if (node && 'status' in node && node.status === 'SUCCESS') onCredited();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setRefreshing(false);
    }
  }

  const money = (amount: string) => formatMoney(amount, intl.locale);
  return (
    <section className={styles.card} aria-labelledby="deposit-order-title" data-testid="deposit-order">
      <div className={styles.cardHead}>
        <h2 id="deposit-order-title" className={styles.sectionTitle} ref={title} tabIndex={-1}>
          {intl.formatMessage({ id: 'deposit.order.title' })}
        </h2>
        <StatusBadge status={data.status} testId="deposit-order-status" />
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{intl.formatMessage({ id: 'deposit.order.number' })}</dt>
          <dd>{data.orderNo}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage({ id: 'deposit.order.channel' })}</dt>
          <dd>{data.channelName}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage({ id: 'money.amount' })}</dt>
          <dd>{money(data.amount)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage({ id: 'deposit.order.credit' })}</dt>
          <dd>{money(data.creditAmount)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage({ id: 'records.time' })}</dt>
          <dd>{formatLocalDateTime(data.createdAt)}</dd>
        </div>
      </dl>
      {data.status === 'PENDING' && data.payTo ? (
        <div className={styles.section} data-testid="deposit-pay-to">
          <p className={styles.note}>{intl.formatMessage({ id: 'deposit.order.payInstruction' })}</p>
          {data.transferAmount ? (
            <VietQr bankName={data.payTo.bankName} accountNumber={data.payTo.accountNumber} amount={data.transferAmount} note={data.transferNote ?? null} />
          ) : null}
          <PayToLine label={intl.formatMessage({ id: 'deposit.bank.bankName' })} value={data.payTo.bankName} copy />
          <PayToLine label={intl.formatMessage({ id: 'deposit.bank.accountNumber' })} value={data.payTo.accountNumber} copy />
          <PayToLine label={intl.formatMessage({ id: 'deposit.bank.holderName' })} value={data.payTo.holderName} copy />
          {data.transferAmount ? <BankAmountLine amount={data.transferAmount} /> : null}
          {data.transferNote ? (
            <PayToLine label={intl.formatMessage({ id: 'deposit.order.transferNote' })} value={data.transferNote} copy />
          ) : null}
        </div>
      ) : null}
      {data.status === 'PENDING' && data.paymentUrl ? (
        <div className={styles.section}>
          <p className={styles.note}>{intl.formatMessage({ id: 'deposit.order.eWalletInstruction' })}</p>
          {data.qrCodeText ? <QRCodeSVG value={data.qrCodeText} size={144} title={intl.formatMessage({ id: 'deposit.order.qr' })} /> : null}
          <a href={data.paymentUrl} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage({ id: 'deposit.order.openPayment' })}
          </a>
        </div>
      ) : null}
      {data.remark ? <p className={styles.note}>{data.remark}</p> : null}
      {data.settledAt ? <p className={styles.note}>{intl.formatMessage({ id: 'deposit.order.settledAt' }, { time: formatLocalDateTime(data.settledAt) })}</p> : null}
      <FormErrors errors={failure ? [failure] : []} />
      <div className={styles.actions}>
        <Button onClick={() => void refresh()} disabled={refreshing} aria-busy={refreshing || undefined}>
          {intl.formatMessage({ id: 'deposit.order.refresh' })}
        </Button>
        <Button variant="primary" onClick={onNewDeposit}>
          {intl.formatMessage({ id: 'deposit.order.new' })}
        </Button>
      </div>
    </section>
  );
}

/** The transfer as a VietQR code, which every Vietnamese bank app scans to fill it in; nothing for a bank it cannot name. */
function VietQr(transfer: { bankName: string; accountNumber: string; amount: string; note: string | null }) {
  const intl = useIntl();
  const payload = vietQrPayload(transfer);
  if (payload === undefined) return null;
  return (
    <figure className={styles.section} data-testid="deposit-vietqr">
      <QRCodeSVG value={payload} size={176} marginSize={2} title={intl.formatMessage({ id: 'deposit.order.vietQr' })} />
      <figcaption className={styles.note}>{intl.formatMessage({ id: 'deposit.order.vietQrHint' })}</figcaption>
    </figure>
  );
}

/**
 * What the bank is asked for, in whole đồng (the platform may count in thousands): shown with the locale's grouping,
 * copied as bare digits, which every bank app's amount field takes.
 */
function BankAmountLine({ amount }: { amount: string }) {
  const intl = useIntl();
  const whole = String(Math.round(Number(amount)));
  const label = intl.formatMessage({ id: 'money.amount' });
  return <PayToLine label={label} value={whole} shown={intl.formatNumber(Number(whole), { maximumFractionDigits: 0 })} copy />;
}

function PayToLine({ label, value, shown = value, copy = false }: { label: string; value: string; shown?: string; copy?: boolean }) {
  return (
    <div className={styles.cardHead}>
      <span className={styles.note}>{label}</span>
      <span className={styles.mono}>{shown}</span>
      {copy ? <CopyButton value={value} label={label} /> : null}
    </div>
  );
}
