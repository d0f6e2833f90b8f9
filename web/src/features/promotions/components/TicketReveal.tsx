import type { ReactNode } from 'react';
import type { TicketKind } from '../../../gql/graphql';
import styles from './TicketReveal.module.css';

export interface TicketRevealProps {
  kind: TicketKind;
  /** What was won, already formatted; it is in the page from the start, the motion only stages it. */
  children: ReactNode;
}

/**
 * The short show after a raffle claim, one per ticket kind (spec 001 §2): the golden egg cracks, the red
 * envelope opens, the prize wheel spins. Pure CSS; with reduced motion the prize simply stands there.
 */
export function TicketReveal({ kind, children }: TicketRevealProps) {
  return (
    <div className={styles.reveal} data-kind={kind} data-testid="ticket-reveal">
      <div className={styles.stage} aria-hidden="true">
        {kind === 'GOLDEN_EGG' ? (
          <>
            <span className={styles.eggBottom} />
            <span className={styles.eggTop} />
          </>
        ) : null}
        {kind === 'RED_ENVELOPE' ? (
          <>
            <span className={styles.envelope} />
            <span className={styles.flap} />
          </>
        ) : null}
        {kind === 'PRIZE_WHEEL' ? (
          <>
            <span className={styles.wheel} />
            <span className={styles.pointer} />
          </>
        ) : null}
      </div>
      <div className={styles.prize}>{children}</div>
    </div>
  );
}
