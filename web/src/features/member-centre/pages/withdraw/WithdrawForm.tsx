import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormErrors } from '../../../../components/FormErrors';
import { collectFieldErrors, requiredError } from '../../../../lib/errors/field-checks';
import { amountError, toCents } from '../../../../lib/money/amount';
import { formatMoney } from '../../../../lib/money/format-money';
import { useMoneyFormValues } from '../../../../lib/hooks/useMoneyFormValues';
import { useWithdraw } from '../../mutations/useWithdraw';
import { FormActions } from '../../../../components/FormActions';
import { MoneyAmountField } from '../../../../components/MoneyAmountField';
import { PaymentPasswordField } from '../../../../components/PaymentPasswordField';
import { SubmitForm } from '../../../../components/SubmitForm';
import styles from '../page-styles';

type Field = 'receivingAccountId' | 'amount' | 'withdrawPassword';

export interface WithdrawFormProps {
  accounts: ReadonlyArray<{ id: string; bankName: string; accountNumber: string; holderName: string }>;
  minAmount: string;
  maxAmount: string;
  /** What today's amount limit still allows. */
  remainingToday: string;
  availableBalance: string;
}

/** The withdrawal: which bound account, how much (bounds, today's limit, balance), the withdraw password. */
export function WithdrawForm({ accounts, minAmount, maxAmount, remainingToday, availableBalance }: WithdrawFormProps) {
  const intl = useIntl();
  const withdraw = useWithdraw();
  const [done, setDone] = useState<{ orderNo: string; amount: string } | null>(null);
  const { formRef, fieldErrors, formErrors, submit: submitForm, submitting, values, setValues, set } = useMoneyFormValues<Field>(
    { receivingAccountId: accounts[0]?.id ?? '', amount: '', withdrawPassword: '' },
    { clearOutcome: () => setDone(null) },
  );
  // The tightest upper bound the member can reach now.
  const ceiling = [maxAmount, remainingToday, availableBalance].reduce((lowest, next) =>
    (toCents(next) ?? 0n) < (toCents(lowest) ?? 0n) ? next : lowest,
  );

  const validate = () =>
    collectFieldErrors<Field>({
      receivingAccountId: requiredError(values.receivingAccountId),
      amount: amountError(values.amount, { min: minAmount, max: ceiling }),
      withdrawPassword: requiredError(values.withdrawPassword),
    });

  const submit = () =>
    submitForm({
      validate,
      send: (idempotencyKey) =>
        withdraw({
          receivingAccountId: values.receivingAccountId,
          amount: values.amount.trim(),
          withdrawPassword: values.withdrawPassword,
          idempotencyKey,
        }),
      onSuccess: (payload) => {
        setValues((current) => ({ ...current, amount: '', withdrawPassword: '' }));
        if (payload.withdrawal) setDone({ orderNo: payload.withdrawal.orderNo, amount: payload.withdrawal.amount });
      },
    });

  const title = intl.formatMessage({ id: 'withdraw.submit' });
  return (
    <SubmitForm
      formRef={formRef}
      className={styles.form}
      label={intl.formatMessage({ id: 'memberCentre.page.withdraw' })}
      onSubmit={submit}
    >
      <fieldset className={styles.section}>
        <legend className={styles.note}>{intl.formatMessage({ id: 'withdraw.account' })}</legend>
        <ul className={styles.list}>
          {accounts.map((account) => (
            <li key={account.id}>
              <label className={styles.card}>
                <span className={styles.cardHead}>
                  <input
                    type="radio"
                    name="receivingAccountId"
                    value={account.id}
                    checked={values.receivingAccountId === account.id}
                    onChange={() => set('receivingAccountId', account.id)}
                  />
                  <span>{account.bankName}</span>
                  <span className={styles.mono}>{account.accountNumber}</span>
                </span>
                <span className={styles.note}>{account.holderName}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <MoneyAmountField value={values.amount} onChange={(value) => set('amount', value)} error={fieldErrors.amount} />
      <p className={styles.note}>
        {intl.formatMessage(
          { id: 'withdraw.bounds' },
          { min: formatMoney(minAmount, intl.locale), max: formatMoney(ceiling, intl.locale) },
        )}
      </p>
      <PaymentPasswordField
        value={values.withdrawPassword}
        onChange={(value) => set('withdrawPassword', value)}
        error={fieldErrors.withdrawPassword}
      />
      <FormErrors errors={formErrors} />
      {done ? (
        <p role="status" className={styles.success} data-testid="withdraw-done">
          {intl.formatMessage({ id: 'withdraw.done' }, { orderNo: done.orderNo, amount: formatMoney(done.amount, intl.locale) })}
        </p>
      ) : null}
      <FormActions className={styles.actions} submitLabel={title} submitting={submitting} />
    </SubmitForm>
  );
}
