import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatPoints } from '../../../lib/numbers/format-numbers';
import { NumberField } from '../../../components/NumberField';
import { useMoneyFormValues } from '../../../lib/hooks/useMoneyFormValues';
import { formatMoney } from '../../../lib/money/format-money';
import { useConvertPoints } from '../mutations/useConvertPoints';
import { convertPointsError, passwordError, pointsToMoney, wholeNumber } from '../points-rules';
import { collectFieldErrors } from '../../../lib/errors/field-checks';
import { PointsPaymentDialog } from './PointsPaymentDialog';
import styles from './PointMall.module.css';

type Field = 'points' | 'withdrawPassword';

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
  const form = useMoneyFormValues<Field>({ points: '', withdrawPassword: '' });
  const { fieldErrors, submit: submitForm, values, set } = form;
  const [done, setDone] = useState<Conversion | null>(null);
  const { withdrawPassword } = values;
  const points = wholeNumber(values.points);

  const validate = () =>
    collectFieldErrors<Field>({
      points: convertPointsError(values.points, { min: minPoints, max: maxPoints, balance }),
      withdrawPassword: passwordError(withdrawPassword),
    });

  const submit = () =>
    submitForm({
      validate,
      send: (idempotencyKey) => convert({ points: points ?? 0, withdrawPassword, idempotencyKey }),
      onSuccess: (payload) => {
        if (payload.conversion) setDone({ points: payload.conversion.points, amount: payload.conversion.amount });
      },
    });

  return (
    <PointsPaymentDialog
      title={intl.formatMessage({ id: 'pointMall.convert.title' })}
      testId="convert-dialog"
      onClose={onClose}
      form={form}
      onSubmit={submit}
      submitLabel={intl.formatMessage({ id: 'pointMall.convert.submit' })}
      outcome={
        done && {
          testId: 'convert-done',
          message: intl.formatMessage(
            { id: 'pointMall.convert.done' },
            { points: formatPoints(done.points, intl.locale), amount: formatMoney(done.amount, intl.locale) },
          ),
        }
      }
    >
      <p className={styles.note}>
        {intl.formatMessage({ id: 'pointMall.convert.rule' }, {
          ratio: formatPoints(pointsRatio, intl.locale),
          amount: formatMoney('1', intl.locale),
          min: formatPoints(minPoints, intl.locale),
          max: formatPoints(maxPoints, intl.locale),
          balance: formatPoints(balance, intl.locale),
        })}
      </p>
      <NumberField
        name="points"
        label={intl.formatMessage({ id: 'pointMall.convert.points' })}
        keyboard="numeric"
        value={values.points}
        onChange={(value) => set('points', value)}
        error={fieldErrors.points}
      />
      {points !== null ? (
        <p className={styles.cost} data-testid="convert-amount">
          {intl.formatMessage({ id: 'pointMall.convert.amount' }, { amount: formatMoney(pointsToMoney(points, pointsRatio), intl.locale) })}
        </p>
      ) : null}
    </PointsPaymentDialog>
  );
}
