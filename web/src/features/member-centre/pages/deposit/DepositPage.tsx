import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import type { DepositChannelKind } from '../../../../gql/graphql';
import { EmptyState } from '../../../../components/EmptyState';
import { Tabs } from '../../../../components/Tabs';
import type { MessageId } from '../../../../i18n/message-id';
import { DepositForm, type DepositOrderRef } from './DepositForm';
import { DepositOrderPanel } from './DepositOrderPanel';
import styles from '../page-styles';

export const DepositPageViewerFragment = graphql(`
  fragment DepositPage_viewer on Viewer {
    depositChannels {
      id
      kind
      provider
      name
      minAmount
      maxAmount
      presetAmounts
      feeRate
      tutorial
      bankAccounts {
        id
        bankName
        accountNumber
        holderName
        branch
      }
      telcos {
        code
        name
        faceValues
      }
    }
  }
`);

const kindLabel: Record<DepositChannelKind, MessageId> = {
  BANK_TRANSFER: 'deposit.kind.BANK_TRANSFER',
  E_WALLET: 'deposit.kind.E_WALLET',
  SCRATCH_CARD: 'deposit.kind.SCRATCH_CARD',
};
const kindOrder: readonly DepositChannelKind[] = ['BANK_TRANSFER', 'E_WALLET', 'SCRATCH_CARD'];

export interface DepositPageProps {
  viewer: FragmentType<typeof DepositPageViewerFragment>;
  /** A deposit was credited: the app refreshes the balances. */
  onCredited: () => void;
}

/** depositv2: the channel kinds as tabs, the chosen channel's form, then the order and its status. */
export function DepositPage({ viewer, onCredited }: DepositPageProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: DepositPageViewerFragment, fragmentName: 'DepositPage_viewer', from: viewer });
  const channels = complete ? data.depositChannels : [];
  const kinds = kindOrder.filter((kind) => channels.some((channel) => channel.kind === kind));
  const [kind, setKind] = useState<DepositChannelKind | null>(null);
  const [channelId, setChannelId] = useState<string | null>(null);
  const [order, setOrder] = useState<DepositOrderRef | null>(null);

  if (kinds.length === 0) return <EmptyState message={intl.formatMessage({ id: 'deposit.noChannels' })} testId="deposit-empty" />;
  const activeKind = kind && kinds.includes(kind) ? kind : (kinds[0] as DepositChannelKind);
  const ofKind = channels.filter((channel) => channel.kind === activeKind);
  const channel = ofKind.find((candidate) => candidate.id === channelId) ?? ofKind[0];
  if (!channel) return null;

  if (order) return <DepositOrderPanel order={order} onNewDeposit={() => setOrder(null)} onCredited={onCredited} />;

  return (
    <div className={styles.page}>
      <Tabs
        label={intl.formatMessage({ id: 'deposit.kinds' })}
        options={kinds.map((value) => ({ value, label: intl.formatMessage({ id: kindLabel[value] }) }))}
        value={activeKind}
        onChange={(value) => {
          setKind(value);
          setChannelId(null);
        }}
      >
        <div className={styles.section}>
          {ofKind.length > 1 ? (
            <div role="group" aria-label={intl.formatMessage({ id: 'deposit.channel' })} className={styles.chips}>
              {ofKind.map((candidate) => (
                <button
                  key={candidate.id}
                  type="button"
                  className={styles.chip}
                  aria-pressed={candidate.id === channel.id}
                  onClick={() => setChannelId(candidate.id)}
                >
                  {candidate.name}
                </button>
              ))}
            </div>
          ) : null}
          <DepositForm key={channel.id} channel={channel} onCreated={setOrder} />
          {channel.tutorial ? (
            <details className={styles.tutorial}>
              <summary>{intl.formatMessage({ id: 'deposit.tutorial' })}</summary>
              {/* Sanitised by the gateway. */}
              <div dangerouslySetInnerHTML={{ __html: channel.tutorial }} />
            </details>
          ) : null}
        </div>
      </Tabs>
    </div>
  );
}
