import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormErrors } from '../../../components/FormErrors';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { formatOptional, type FieldErrors } from '../../../lib/errors/field-message';
import { fieldSetter } from '../../../lib/hooks/field-setter';
import { useMoneyForm } from '../../../lib/hooks/useMoneyForm';
import { amountError } from '../../../lib/money/amount';
import { formatMoney } from '../../../lib/money/format-money';
import { agencyErrorMessage } from '../contracts/contract-errors';
import { useTransferToDownline } from '../mutations/useTransferToDownline';
import { FormActions } from '../../../components/FormActions';
import { MoneyAmountField } from '../../../components/MoneyAmountField';
import { PaymentPasswordField } from '../../../components/PaymentPasswordField';
import { SubmitForm } from '../../../components/SubmitForm';
import { DialogOutcome } from '../../../components/DialogOutcome';
import styles from '../pages/agent-page-styles';

type Field = 'amount' | 'withdrawPassword' | 'note';
const fieldOrder: readonly Field[] = ['amount', 'withdrawPassword', 'note'];
// The gateway names the recipient downlineId: a refusal of it (not of the agent's tree) is said for the form.
const fieldOf = (field: string): Field | null => ((fieldOrder as readonly string[]).includes(field) ? (field as Field) : null);
const maxNoteLength = 100;
// The platform's bound for one transfer to a downline.
const maxTransfer = '10000000';

export interface TransferRecipient {
  id: string;
  account: string;
  nickname?: string | null;
}

interface SentTransfer {
  sender: string;
  senderNickname?: string | null;
  recipient: string;
  recipientNickname?: string | null;
  amount: string;
  note?: string | null;
}

const person = (account: string, nickname?: string | null) => (nickname ? `${nickname} (${account})` : account);

/**
 * Money from the agent's main wallet to an account of its team, with the withdraw password and a note. Idempotent
 * like every money form (one key per submission); the success message names sender, recipient, amount and note
 * (spec 001 §4).
 */
export function TransferToDownlineDialog({ recipient, onClose }: { recipient: TransferRecipient; onClose: () => void }) {
  const intl = useIntl();
  const transfer = useTransferToDownline();
  const { formRef, fieldErrors, formErrors, submit: submitForm, submitting, edited } = useMoneyForm(fieldOrder, fieldOf, agencyErrorMessage);
  const [values, setValues] = useState<Record<Field, string>>({ amount: '', withdrawPassword: '', note: '' });
  const [sent, setSent] = useState<SentTransfer | null>(null);
  const money = (amount: string) => formatMoney(amount, intl.locale);

  const set = fieldSetter(setValues, edited);

  function validate(): FieldErrors<Field> {
    const errors: FieldErrors<Field> = {};
    const amount = amountError(values.amount, { max: maxTransfer });
    if (amount) errors.amount = amount;
    if (!values.withdrawPassword) errors.withdrawPassword = { id: 'validation.required' };
    if (values.note.trim().length > maxNoteLength) errors.note = { id: 'downlineTransfer.noteRule', values: { max: maxNoteLength } };
    return errors;
  }

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
    <Modal title={title} onClose={onClose} testId="transfer-to-downline-dialog">
      {sent ? (
        <DialogOutcome className={styles.section} actionsClassName={styles.rowActions} testId="downline-transfer-done" onClose={onClose}>
          {intl.formatMessage(
            { id: sent.note ? 'downlineTransfer.done.note' : 'downlineTransfer.done' },
            {
              sender: person(sent.sender, sent.senderNickname),
              recipient: person(sent.recipient, sent.recipientNickname),
              amount: money(sent.amount),
              note: sent.note ?? '',
            },
          )}
        </DialogOutcome>
      ) : (
        <SubmitForm formRef={formRef} className={styles.section} label={title} onSubmit={submit}>
          <p className={styles.note}>{intl.formatMessage({ id: 'downlineTransfer.to' }, { recipient: person(recipient.account, recipient.nickname) })}</p>
          <MoneyAmountField value={values.amount} onChange={(value) => set('amount', value)} error={fieldErrors.amount} />
          <PaymentPasswordField
            value={values.withdrawPassword}
            onChange={(value) => set('withdrawPassword', value)}
            error={fieldErrors.withdrawPassword}
            label={intl.formatMessage({ id: 'downlineTransfer.password' })}
            numeric={false}
          />
          <TextField
            name="note"
            label={intl.formatMessage({ id: 'downlineTransfer.note' })}
            autoComplete="off"
            maxLength={maxNoteLength + 20}
            value={values.note}
            onChange={(event) => set('note', event.target.value)}
            error={formatOptional(intl, fieldErrors.note)}
          />
          <FormErrors errors={formErrors} />
          <FormActions
            className={styles.rowActions}
            submitLabel={intl.formatMessage({ id: 'downlineTransfer.submit' })}
            submitting={submitting}
          />
        </SubmitForm>
      )}
    </Modal>
  );
}
