import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { TicketKind } from '../../../gql/graphql';
import { memberPagePath } from '../../../config/paths';
import { Modal } from '../../../components/Modal';
import { formatMoney } from '../../../lib/money/format-money';
import { TicketReveal } from './TicketReveal';
import styles from './Promotions.module.css';

export interface RaffleResultDialogProps {
  title: string;
  ticketKind: TicketKind;
  prize: string;
  onClose: () => void;
}

/** What the ticket won, staged by its kind's animation; the prize waits in the reward centre. */
export function RaffleResultDialog({ title, ticketKind, prize, onClose }: RaffleResultDialogProps) {
  const intl = useIntl();
  return (
    <Modal title={title} onClose={onClose} testId="raffle-result" size="small">
      <TicketReveal kind={ticketKind}>
        <span data-testid="raffle-prize">{intl.formatMessage({ id: 'promotions.raffle.won' }, { prize: formatMoney(prize, intl.locale) })}</span>
      </TicketReveal>
      <p className={styles.note}>
        {intl.formatMessage({ id: 'promotions.raffle.where' })}{' '}
        <Link to={memberPagePath('rewardCenter')}>{intl.formatMessage({ id: 'promotions.raffle.open' })}</Link>
      </p>
    </Modal>
  );
}
