import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { WithdrawalAnswer } from '../../../../gql/graphql';
import { FormDialog } from '../../../../components/FormDialog';
import { NumberField } from '../../../../components/NumberField';
import { formatOptional, type FieldErrors } from '../../../../lib/errors/field-message';
import { maxProofImages, proofImagesError } from '../../../../lib/files/proof-images';
import { amountError, toCents } from '../../../../lib/money/amount';
import { formatMoney } from '../../../../lib/money/format-money';
import { listedField, useMoneyForm } from '../../../../lib/hooks/useMoneyForm';
import { useConfirmWithdrawal } from '../../mutations/useConfirmWithdrawal';
import styles from '../page-styles';

export interface AwaitingWithdrawal {
  id: string;
  orderNo: string;
  amount: string;
}

type Field = 'receivedAmount' | 'proofImages';
const fieldOrder: readonly Field[] = ['receivedAmount', 'proofImages'];

export interface ConfirmWithdrawalDialogProps {
  withdrawal: AwaitingWithdrawal;
  answer: WithdrawalAnswer;
  /** Minutes after which an unanswered withdrawal counts as received. */
  autoReceiveMinutes: number;
  onClose: () => void;
}

/**
 * One answer to a paid withdrawal: received; not received (proof images required); partly (the amount that came).
 * Spec 001 §4: receipt is final, so the received answer says what a forced receipt means (the deposit is not
 * refunded), and every answer says when silence counts as received.
 */
export function ConfirmWithdrawalDialog({ withdrawal, answer, autoReceiveMinutes, onClose }: ConfirmWithdrawalDialogProps) {
  const intl = useIntl();
  const fileInputId = useId();
  const confirm = useConfirmWithdrawal();
  const form = useMoneyForm(fieldOrder, listedField(fieldOrder));
  const { fieldErrors, submit: submitForm, edited } = form;
  const [receivedAmount, setReceivedAmount] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [imagesError, setImagesError] = useState<FieldErrors<Field>['proofImages']>(undefined);
  const needsProof = answer === 'NOT_RECEIVED';
  const takesProof = answer !== 'RECEIVED';

  async function chooseFiles(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    edited('proofImages');
    setFiles(chosen);
    setImagesError((await proofImagesError(chosen)) ?? undefined);
  }

  function validate(): FieldErrors<Field> {
    const errors: FieldErrors<Field> = {};
    if (answer === 'PARTIAL') {
      const amount = amountError(receivedAmount);
      if (amount) errors.receivedAmount = amount;
      else if ((toCents(receivedAmount) ?? 0n) >= (toCents(withdrawal.amount) ?? 0n)) {
        errors.receivedAmount = { id: 'confirmation.partialBelow', values: { amount: { money: withdrawal.amount } } };
      }
    }
    if (needsProof && files.length === 0) errors.proofImages = { id: 'money.userError.PROOF_REQUIRED' };
    else if (imagesError) errors.proofImages = imagesError;
    return errors;
  }

  const submit = () =>
    submitForm({
      validate,
      send: (idempotencyKey) =>
        confirm({
          withdrawalId: withdrawal.id,
          answer,
          idempotencyKey,
          ...(answer === 'PARTIAL' ? { receivedAmount: receivedAmount.trim() } : {}),
          ...(takesProof && files.length > 0 ? { proofImages: files } : {}),
        }),
      onSuccess: onClose,
    });

  const proofError = formatOptional(intl, fieldErrors.proofImages ?? imagesError);
  return (
    <FormDialog
      title={intl.formatMessage({ id: `confirmation.answer.${answer}` })}
      testId="confirm-withdrawal-dialog"
      onClose={onClose}
      layout={styles}
      form={form}
      onSubmit={submit}
      submitLabel={intl.formatMessage({ id: 'dialog.confirm' })}
      cancellable
    >
        <p>
          {intl.formatMessage(
            { id: `confirmation.question.${answer}` },
            { orderNo: withdrawal.orderNo, amount: formatMoney(withdrawal.amount, intl.locale) },
          )}
        </p>
        {answer === 'RECEIVED' ? (
          <p className={styles.negative} data-testid="forced-receipt-note">
            {intl.formatMessage({ id: 'confirmation.forcedReceipt' })}
          </p>
        ) : null}
        <p className={styles.note} data-testid="auto-receive-note">
          {intl.formatMessage({ id: 'confirmation.note' }, { minutes: autoReceiveMinutes })}
        </p>
        {answer === 'PARTIAL' ? (
          <NumberField
            name="receivedAmount"
            label={intl.formatMessage({ id: 'confirmation.receivedAmount' })}
            keyboard="decimal"
            value={receivedAmount}
            onChange={(value) => {
              setReceivedAmount(value);
              edited('receivedAmount');
            }}
            error={fieldErrors.receivedAmount}
          />
        ) : null}
        {takesProof ? (
          <div className={styles.section}>
            <label htmlFor={fileInputId}>
              {intl.formatMessage({ id: needsProof ? 'confirmation.proof.required' : 'confirmation.proof.optional' }, { count: maxProofImages })}
            </label>
            <input
              id={fileInputId}
              name="proofImages"
              type="file"
              accept="image/png,image/jpeg"
              multiple
              aria-invalid={proofError ? true : undefined}
              aria-describedby={proofError ? `${fileInputId}-error` : undefined}
              onChange={(event) => void chooseFiles(event.target.files)}
            />
            {proofError ? (
              <p id={`${fileInputId}-error`} className={styles.negative}>
                {proofError}
              </p>
            ) : null}
          </div>
        ) : null}
    </FormDialog>
  );
}
