import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { Button } from '../../../components/Button';
import { FormErrors } from '../../../components/FormErrors';
import { useContractAnswer } from '../mutations/useContractAnswer';
import type { ContractCardContractFragment } from './ContractCard';
import { RateRuleWarning } from './RateRuleWarning';
import { useContractAction } from './useContractAction';

/**
 * Accept or reject an offer. Accepting below the rate of a contract the member gave its own downline is answered
 * with the rule's warning and the contracts it would end; only a confirmation goes ahead.
 */
export function ContractOfferAnswer({ contractId }: { contractId: string }) {
  const intl = useIntl();
  const { accept, reject } = useContractAnswer();
  const { busy, errors, setErrors, run } = useContractAction();
  const [affected, setAffected] = useState<ReadonlyArray<FragmentType<typeof ContractCardContractFragment>> | null>(null);

  async function answerAccept(confirmDownlineRateRule: boolean) {
    const payload = await run(() => accept({ contractId, confirmDownlineRateRule }));
    if (payload?.userErrors.some((error) => error.code === 'DOWNLINE_RATE_HIGHER')) {
      // The dialog says it, with the contracts; no second message under the buttons.
      setErrors([]);
      setAffected(payload.affectedContracts);
    } else setAffected(null);
  }

  return (
    <>
      <Button onClick={() => void run(() => reject({ contractId }))} disabled={busy}>
        {intl.formatMessage({ id: 'contracts.reject' })}
      </Button>
      <Button variant="primary" onClick={() => void answerAccept(false)} disabled={busy} aria-busy={busy || undefined}>
        {intl.formatMessage({ id: 'contracts.accept' })}
      </Button>
      <FormErrors errors={errors} />
      {affected ? (
        <RateRuleWarning affected={affected} busy={busy} onCancel={() => setAffected(null)} onConfirm={() => void answerAccept(true)} />
      ) : null}
    </>
  );
}
