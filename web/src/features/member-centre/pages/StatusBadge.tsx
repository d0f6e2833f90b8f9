import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-id';
import styles from './page-styles';

/** Every order and record status of the centre, and how it reads. */
const statusView = {
  PENDING: { id: 'status.PENDING', tone: 'wait' },
  SUCCESS: { id: 'status.SUCCESS', tone: 'good' },
  FAILED: { id: 'status.FAILED', tone: 'bad' },
  PAID: { id: 'status.PAID', tone: 'good' },
  REFUSED: { id: 'status.REFUSED', tone: 'bad' },
  UNSETTLED: { id: 'status.UNSETTLED', tone: 'wait' },
  SETTLED: { id: 'status.SETTLED', tone: 'good' },
  CANCELLED: { id: 'status.CANCELLED', tone: 'bad' },
  ISSUED: { id: 'status.ISSUED', tone: 'good' },
  AWAITING: { id: 'status.AWAITING', tone: 'wait' },
  RECEIVED: { id: 'status.RECEIVED', tone: 'good' },
  NOT_RECEIVED: { id: 'status.NOT_RECEIVED', tone: 'bad' },
  PARTIAL: { id: 'status.PARTIAL', tone: 'wait' },
  AUTO_RECEIVED: { id: 'status.AUTO_RECEIVED', tone: 'good' },
} as const satisfies Record<string, { id: MessageId; tone: 'good' | 'bad' | 'wait' }>;

export type StatusName = keyof typeof statusView;

export function StatusBadge({ status, testId }: { status: StatusName; testId?: string }) {
  const intl = useIntl();
  const view = statusView[status];
  return (
    <span className={styles.status} data-tone={view.tone} data-testid={testId} data-status={status}>
      {intl.formatMessage({ id: view.id })}
    </span>
  );
}
