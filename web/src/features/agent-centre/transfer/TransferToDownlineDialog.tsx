import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../../components/FormDialog';
import { NoteField } from '../../../components/NoteField';
import { collectFieldErrors, requiredError } from '../../../lib/errors/field-checks';
import { useMoneyFormValues } from '../../../lib/hooks/useMoneyFormValues';
import { amountError } from '../../../lib/money/amount';
import { transferOutcome, transferParty, type SentTransfer } from '../../../lib/money/transfer-outcome';
import { agencyErrorMessage } from '../contracts/contract-errors';
import { useTransferToDownline } from '../mutations/useTransferToDownline';
import { MoneyAmountField } from '../../../components/MoneyAmountField';
import { PaymentPasswordField } from '../../../components/PaymentPasswordField';
import styles from '../pages/agent-page-styles';

type Field = 'amount' | 'withdrawPassword' | 'note';
const maxNoteLength = 100;
// The platform's bound for one transfer to a downline.
const maxTransfer = '10000000';

export interface TransferRecipient {
  id: string;
  account: string;
  nickname?: string | null;
}

/**
 * Money from the agent's main wallet to an account of its team, with the withdraw password and a note. Idempotent
 * like every money form (one key per submission); the success message names sender, recipient, amount and note
 * (spec 001 §4).
 */
export function TransferToDownlineDialog({ recipient, onClose }: { recipient: TransferRecipient; onClose: () => void }) {
  const intl = useIntl();
  const transfer = useTransferToDownline();
  // The gateway names the recipient downlineId: not one of the fields, a refusal of it is said for the form.
  const form = useMoneyFormValues<Field>({ amount: '', withdrawPassword: '', note: '' }, { messageOf: agencyErrorMessage });
  const { fieldErrors, submit: submitForm, values, set } = form;
  const [sent, setSent] = useState<SentTransfer | null>(null);

  const validate = () =>
    collectFieldErrors<Field>({
      amount: amountError(values.amount, { max: maxTransfer }),
      withdrawPassword: requiredError(values.withdrawPassword),
      note: values.note.trim().length > maxNoteLength ? { id: 'downlineTransfer.noteRule', values: { max: maxNoteLength } } : null,
    });

  const submit = () =>
    submitForm({
      validate,
      send: (idempotencyKey) =>
        transfer({
          downlineId: recipient.id,
          amount: values.amount.trim(),
          withdrawPassword: values.withdrawPassword,
          note: values.note.trim() || null,
          idempotencyKey,
        }),
      // The form gives way to the outcome: a second transfer is not one tap away.
      onSuccess: (payload) => {
        if (payload.transfer) setSent(payload.transfer);
        else onClose();
      },
    });

  const title = intl.formatMessage({ id: 'downlineTransfer.title' });
  return (
    <FormDialog
      title={title}
      testId="transfer-to-downline-dialog"
      onClose={onClose}
      layout={{ form: styles.section, actions: styles.rowActions }}
      form={form}
      label={title}
      onSubmit={submit}
      submitLabel={intl.formatMessage({ id: 'downlineTransfer.submit' })}
      outcome={sent && { testId: 'downline-transfer-done', message: transferOutcome(intl, 'downlineTransfer', sent) }}
    >
      <p className={styles.note}>{intl.formatMessage({ id: 'downlineTransfer.to' }, { recipient: transferParty(recipient.account, recipient.nickname) })}</p>
      <MoneyAmountField value={values.amount} onChange={(value) => set('amount', value)} error={fieldErrors.amount} />
      <PaymentPasswordField
        value={values.withdrawPassword}
        onChange={(value) => set('withdrawPassword', value)}
        error={fieldErrors.withdrawPassword}
        label={intl.formatMessage({ id: 'downlineTransfer.password' })}
        numeric={false}
      />
      <NoteField
        label={intl.formatMessage({ id: 'downlineTransfer.note' })}
        maxLength={maxNoteLength}
        value={values.note}
        onChange={(value) => set('note', value)}
        error={fieldErrors.note}
      />
    </FormDialog>
  );
}
