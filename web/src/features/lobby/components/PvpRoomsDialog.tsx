import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { PvpRoomStatus } from '../../../gql/graphql';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import type { MessageId } from '../../../i18n/message-id';
import { formatMoney } from '../../../lib/money/format-money';
import styles from './PvpRoomsDialog.module.css';

// Read when the member opens the game, never cached: seats fill and empty all the time (GLS2_roomList).
const PvpRoomsQuery = graphql(`
  query PvpRooms($gameId: ID!) {
    pvpRooms(gameId: $gameId) {
      id
      name
      minBet
      maxBet
      players
      maxPlayers
      tables
      status
    }
  }
`);

const statusMessages: Record<PvpRoomStatus, MessageId> = {
  OPEN: 'pvp.rooms.status.OPEN',
  FULL: 'pvp.rooms.status.FULL',
  MAINTENANCE: 'pvp.rooms.status.MAINTENANCE',
};

export interface PvpRoomsDialogProps {
  game: { id: string; name: string };
  /** Enter an open room: the game launches as the lobby launches it. */
  onEnter: () => void;
  onClose: () => void;
}

/** A card game's rooms on /pvp (spec 001 §7 GLS2_roomList, a member call): stake tiers with their tables. */
export function PvpRoomsDialog({ game, onEnter, onClose }: PvpRoomsDialogProps) {
  const intl = useIntl();
  const listId = useId();
  const { data, error, refetch } = useQuery(PvpRoomsQuery, { variables: { gameId: game.id }, fetchPolicy: 'network-only' });
  const rooms = data?.pvpRooms;
  const money = (amount: string) => formatMoney(amount, intl.locale);

  let body;
  if (error && !rooms) {
    body = (
      <ErrorState
        title={intl.formatMessage({ id: 'error.title' })}
        message={intl.formatMessage({ id: 'pvp.rooms.error' })}
        retryLabel={intl.formatMessage({ id: 'error.retry' })}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  } else if (!rooms) {
    body = (
      <div className={styles.loading}>
        <Spinner label={intl.formatMessage({ id: 'pvp.rooms.loading' })} />
      </div>
    );
  } else if (rooms.length === 0) {
    body = <EmptyState message={intl.formatMessage({ id: 'pvp.rooms.empty' })} testId="pvp-rooms-empty" />;
  } else {
    body = (
      <ul id={listId} className={styles.rooms} aria-label={intl.formatMessage({ id: 'pvp.rooms.title' })} data-testid="pvp-rooms">
        {rooms.map((room) => (
          <li key={room.id} className={styles.room} data-testid="pvp-room" data-status={room.status}>
            <p className={styles.name}>{room.name}</p>
            <dl className={styles.facts}>
              <div>
                <dt>{intl.formatMessage({ id: 'pvp.rooms.bets' })}</dt>
                <dd>
                  {money(room.minBet)} – {money(room.maxBet)}
                </dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'pvp.rooms.tables' })}</dt>
                <dd>{room.tables}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'pvp.rooms.players' })}</dt>
                <dd>
                  {room.players}/{room.maxPlayers}
                </dd>
              </div>
            </dl>
            {room.status === 'OPEN' ? (
              <Button
                variant="primary"
                className={styles.enter}
                aria-label={intl.formatMessage({ id: 'pvp.rooms.enterRoom' }, { room: room.name })}
                onClick={onEnter}
              >
                {intl.formatMessage({ id: 'pvp.rooms.enter' })}
              </Button>
            ) : (
              <span className={styles.status} data-testid="pvp-room-status">
                {intl.formatMessage({ id: statusMessages[room.status] })}
              </span>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Modal title={game.name} onClose={onClose} testId="pvp-rooms-dialog">
      <div className={styles.scroll} aria-busy={!rooms && !error ? true : undefined}>
        {body}
      </div>
    </Modal>
  );
}
