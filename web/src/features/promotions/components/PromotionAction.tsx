import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TicketKind } from '../../../gql/graphql';
import { Button } from '../../../components/Button';
import { isAnsweredByApp } from '../../../lib/errors/app-answered-codes';
import { errorMessage } from '../../../lib/errors/error-message';
import { formatFieldMessage, type FieldMessage } from '../../../lib/errors/field-message';
import { userErrorMessage } from '../../../lib/errors/user-error-message';
import { useHydrated } from '../../../lib/hooks/useHydrated';
import { useSubmissionKey } from '../../../lib/hooks/useSubmissionKey';
import { useClaimRafflePromotion } from '../mutations/useClaimRafflePromotion';
import { promotionMemberStateLabel } from '../promotion-labels';
import { ApplyPromotionDialog } from './ApplyPromotionDialog';
import { RaffleResultDialog } from './RaffleResultDialog';
import styles from './Promotions.module.css';

export const PromotionActionPromotionFragment = graphql(`
  fragment PromotionAction_promotion on Promotion {
    id
    title
    memberState
    claimMode
    ticketKind
  }
`);

interface Won {
  ticketKind: TicketKind;
  prize: string;
}

/**
 * The member's state on a promotion and the action it allows (spec 001 §2): claim a raffle ticket, apply (again),
 * or just the label. Visitors and trial accounts have no state, so nothing shows. Read from the cache by the
 * promotion's id: the promotions page's public part has no member state, its member part brings it (issue 33); a
 * server-rendered page's first pass shows none on both sides, even when the member part arrived before hydration.
 */
export function PromotionAction({ id }: { id: string }) {
  const intl = useIntl();
  const fragment = useFragment({ fragment: PromotionActionPromotionFragment, fragmentName: 'PromotionAction_promotion', from: { __typename: 'Promotion', id } });
  const { data, complete } = useHydrated() ? fragment : { data: undefined, complete: false as const };
  const claimRaffle = useClaimRafflePromotion();
  const key = useSubmissionKey();
  const [claiming, setClaiming] = useState(false);
  const [applying, setApplying] = useState(false);
  const [won, setWon] = useState<Won | null>(null);
  const [message, setMessage] = useState<FieldMessage | null>(null);
  if (!complete || !data.memberState) return null;

  const claim = async () => {
    setClaiming(true);
    setMessage(null);
    try {
      const payload = await claimRaffle({ promotionId: data.id, idempotencyKey: key.current() });
      key.renew();
      const refusal = payload.userErrors[0];
      if (refusal) setMessage(userErrorMessage(refusal));
      else if (payload.claim) setWon({ ticketKind: payload.claim.ticketKind, prize: payload.claim.prize });
    } catch (error) {
      // No answer: a retry keeps the key, so the ticket is not opened twice.
      if (!isAnsweredByApp(error)) setMessage(errorMessage(error));
    } finally {
      setClaiming(false);
    }
  };

  const state = data.memberState;
  let action = null;
  if (state === 'CLAIM') {
    action = (
      <Button variant="primary" onClick={() => void claim()} disabled={claiming} aria-busy={claiming || undefined}>
        {intl.formatMessage({ id: 'promotions.action.claim' })}
      </Button>
    );
  } else if (state === 'JOIN' || state === 'REJECTED') {
    action = (
      <Button variant="primary" onClick={() => setApplying(true)}>
        {intl.formatMessage({ id: state === 'JOIN' ? 'promotions.action.apply' : 'promotions.action.applyAgain' })}
      </Button>
    );
  }

  return (
    <div className={styles.action} data-testid="promotion-action">
      <span className={styles.memberState} data-member-state={state} data-testid="promotion-member-state">
        {promotionMemberStateLabel(intl, state)}
      </span>
      {action}
      {message ? (
        <p role="alert" className={styles.actionError}>
          {formatFieldMessage(intl, message)}
        </p>
      ) : null}
      {won ? <RaffleResultDialog title={data.title} ticketKind={won.ticketKind} prize={won.prize} onClose={() => setWon(null)} /> : null}
      {applying ? <ApplyPromotionDialog promotionId={data.id} title={data.title} onClose={() => setApplying(false)} /> : null}
    </div>
  );
}
