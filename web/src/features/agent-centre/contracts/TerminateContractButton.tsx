import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { FormErrors } from '../../../components/FormErrors';
import { MessageDialog } from '../../../components/MessageDialog';
import { useTerminateContract } from '../mutations/useTerminateContract';
import { useContractAction } from './useContractAction';

export interface TerminateContractButtonProps {
  contractId: string;
  /** A pending offer is withdrawn by its upline; an active contract is ended by either party. */
  pending: boolean;
}

/** Ends a contract (or withdraws an offer) after a confirmation: those given further down of the kind end too. */
export function TerminateContractButton({ contractId, pending }: TerminateContractButtonProps) {
  const intl = useIntl();
  const terminate = useTerminateContract();
  const { busy, errors, run } = useContractAction();
  const [asking, setAsking] = useState(false);
  const action = intl.formatMessage({ id: pending ? 'contracts.withdraw' : 'contracts.terminate' });
  return (
    <>
      <Button onClick={() => setAsking(true)} disabled={busy}>
        {action}
      </Button>
      <FormErrors errors={errors} />
      {asking ? (
        <MessageDialog
          testId="terminate-contract-dialog"
          tone="warning"
          title={action}
          message={<p>{intl.formatMessage({ id: pending ? 'contracts.withdraw.question' : 'contracts.terminate.question' })}</p>}
          cancelLabel={intl.formatMessage({ id: 'contracts.keep' })}
          onCancel={() => setAsking(false)}
          confirmLabel={action}
          busy={busy}
          onConfirm={() => {
            void run(() => terminate({ contractId })).then(() => setAsking(false));
          }}
        />
      ) : null}
    </>
  );
}
