import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatPoints } from '../../../lib/numbers/format-numbers';
import { FormErrors } from '../../../components/FormErrors';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { formatOptional, type FieldErrors } from '../../../lib/errors/field-message';
import { useMoneyForm } from '../../../lib/hooks/useMoneyForm';
import { formatMoney } from '../../../lib/money/format-money';
import { useConvertPoints } from '../mutations/useConvertPoints';
import { convertPointsError, passwordError, pointsToMoney, wholeNumber } from '../points-rules';
import { FormActions } from '../../../components/FormActions';
import { PaymentPasswordField } from '../../../components/PaymentPasswordField';
import { DialogOutcome } from '../../../components/DialogOutcome';
import { SubmitForm } from '../../../components/SubmitForm';
import styles from './PointMall.module.css';

type Field = 'points' | 'withdrawPassword';
const fieldOrder: readonly Field[] = ['points', 'withdrawPassword'];
const fieldOf = (field: string): Field | null => ((fieldOrder as readonly string[]).includes(field) ? (field as Field) : null);

export interface ConvertDialogProps {
  balance: number;
  pointsRatio: number;
  minPoints: number;
  maxPoints: number;
  onClose: () => void;
}

interface Conversion {
  points: number;
  amount: string;
}

/** Convert points into money in the main wallet, at once (the platform's password check). */
export function ConvertDialog({ balance, pointsRatio, minPoints, maxPoints, onClose }: ConvertDialogProps) {
  const intl = useIntl();
  const convert = useConvertPoints();
  const { formRef, fieldErrors, formErrors, submit: submitForm, submitting, edited } = useMoneyForm(fieldOrder, fieldOf);
  const [pointsText, setPointsText] = useState('');
  const [withdrawPassword, setWithdrawPassword] = useState('');
  const [done, setDone] = useState<Conversion | null>(null);
  const points = wholeNumber(pointsText);

  function validate(): FieldErrors<Field> {
    const errors: FieldErrors<Field> = {};
    const pointsProblem = convertPointsError(pointsText, { min: minPoints, max: maxPoints, balance });
    if (pointsProblem) errors.points = pointsProblem;
    const password = passwordError(withdrawPassword);
    if (password) errors.withdrawPassword = password;
    return errors;
  }

  const submit = () =>
    submitForm({
      validate,
      send: (idempotencyKey) => convert({ points: points ?? 0, withdrawPassword, idempotencyKey }),
      onSuccess: (payload) => {
        if (payload.conversion) setDone({ points: payload.conversion.points, amount: payload.conversion.amount });
      },
    });

  return (
    <Modal title={intl.formatMessage({ id: 'pointMall.convert.title' })} onClose={onClose} testId="convert-dialog">
      {done ? (
        <DialogOutcome className={styles.form} actionsClassName={styles.actions} testId="convert-done" onClose={onClose}>
          {intl.formatMessage({ id: 'pointMall.convert.done' }, { points: formatPoints(done.points, intl.locale), amount: formatMoney(done.amount, intl.locale) })}
        </DialogOutcome>
      ) : (
        <SubmitForm formRef={formRef} className={styles.form} onSubmit={submit}>
          <p className={styles.note}>
            {intl.formatMessage({ id: 'pointMall.convert.rule' }, {
              ratio: formatPoints(pointsRatio, intl.locale),
              amount: formatMoney('1', intl.locale),
              min: formatPoints(minPoints, intl.locale),
              max: formatPoints(maxPoints, intl.locale),
              balance: formatPoints(balance, intl.locale),
            })}
          </p>
          <TextField
            name="points"
            label={intl.formatMessage({ id: 'pointMall.convert.points' })}
            inputMode="numeric"
            autoComplete="off"
            required
            value={pointsText}
            onChange={(event) => {
              setPointsText(event.target.value);
              edited('points');
            }}
            error={formatOptional(intl, fieldErrors.points)}
          />
          {points !== null ? (
            <p className={styles.cost} data-testid="convert-amount">
              {intl.formatMessage({ id: 'pointMall.convert.amount' }, { amount: formatMoney(pointsToMoney(points, pointsRatio), intl.locale) })}
            </p>
          ) : null}
          <PaymentPasswordField
            value={withdrawPassword}
            onChange={(value) => {
              setWithdrawPassword(value);
              edited('withdrawPassword');
            }}
            error={fieldErrors.withdrawPassword}
          />
          <FormErrors errors={formErrors} />
          <FormActions
            className={styles.actions}
            submitLabel={intl.formatMessage({ id: 'pointMall.convert.submit' })}
            submitting={submitting}
            onCancel={onClose}
          />
        </SubmitForm>
      )}
    </Modal>
  );
}
