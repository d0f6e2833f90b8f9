import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormErrors } from '../../../../components/FormErrors';
import { SelectField } from '../../../../components/SelectField';
import { formatOptional } from '../../../../lib/errors/field-message';
import { collectFieldErrors } from '../../../../lib/errors/field-checks';
import { transferAmountError } from '../../../../lib/money/amount';
import { formatMoney } from '../../../../lib/money/format-money';
import { useMoneyFormValues } from '../../../../lib/hooks/useMoneyFormValues';
import { useTransferBetweenWallets } from '../../mutations/useTransferBetweenWallets';
import { FormActions } from '../../../../components/FormActions';
import { MoneyAmountField } from '../../../../components/MoneyAmountField';
import { SubmitForm } from '../../../../components/SubmitForm';
import styles from '../page-styles';

type Field = 'direction' | 'vendorWalletId' | 'amount';
const fieldOf = (field: string): Field | null => {
  if (field === 'amount') return 'amount';
  if (field === 'fromWalletId' || field === 'toWalletId') return 'vendorWalletId';
  return null;
};

export interface WalletTransferFormProps {
  mainWalletId: number;
  mainBalance: string;
  vendorWallets: ReadonlyArray<{ walletId: number; name: string; balance: string }>;
}

/** Moves money from the main wallet into a vendor wallet, or back. */
export function WalletTransferForm({ mainWalletId, mainBalance, vendorWallets }: WalletTransferFormProps) {
  const intl = useIntl();
  const transfer = useTransferBetweenWallets();
  const [done, setDone] = useState<string | null>(null);
  const { formRef, fieldErrors, formErrors, submit: submitForm, submitting, values, setValues, set } = useMoneyFormValues<Field>(
    { direction: 'in', vendorWalletId: String(vendorWallets[0]?.walletId ?? ''), amount: '' },
    { fieldOf, clearOutcome: () => setDone(null) },
  );
  const vendor = vendorWallets.find((candidate) => String(candidate.walletId) === values.vendorWalletId);
  const toVendor = values.direction === 'in';
  const sourceBalance = toVendor ? mainBalance : (vendor?.balance ?? '0');

  const validate = () =>
    collectFieldErrors<Field>({ vendorWalletId: vendor ? null : { id: 'validation.required' }, amount: transferAmountError(values.amount, sourceBalance) });

  const submit = () =>
    submitForm({
      validate,
      send: (idempotencyKey) =>
        transfer({
          fromWalletId: toVendor ? mainWalletId : Number(values.vendorWalletId),
          toWalletId: toVendor ? Number(values.vendorWalletId) : mainWalletId,
          amount: values.amount.trim(),
          idempotencyKey,
        }),
      onSuccess: (payload) => {
        setValues((current) => ({ ...current, amount: '' }));
        if (payload.transfer) setDone(payload.transfer.amount);
      },
    });

  const title = intl.formatMessage({ id: 'wallet.transfer' });
  return (
    <SubmitForm formRef={formRef} className={styles.form} label={title} onSubmit={submit}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div className={styles.row}>
        <SelectField
          name="direction"
          label={intl.formatMessage({ id: 'wallet.direction' })}
          value={values.direction}
          onChange={(event) => set('direction', event.target.value)}
        >
          <option value="in">{intl.formatMessage({ id: 'wallet.direction.in' })}</option>
          <option value="out">{intl.formatMessage({ id: 'wallet.direction.out' })}</option>
        </SelectField>
        <SelectField
          name="vendorWalletId"
          label={intl.formatMessage({ id: 'wallet.vendor' })}
          value={values.vendorWalletId}
          onChange={(event) => set('vendorWalletId', event.target.value)}
          error={formatOptional(intl, fieldErrors.vendorWalletId)}
        >
          {vendorWallets.map((candidate) => (
            <option key={candidate.walletId} value={candidate.walletId}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
      </div>
      <MoneyAmountField value={values.amount} onChange={(value) => set('amount', value)} error={fieldErrors.amount} />
      <p className={styles.note}>{intl.formatMessage({ id: 'wallet.source' }, { amount: formatMoney(sourceBalance, intl.locale) })}</p>
      <FormErrors errors={formErrors} />
      {done ? (
        <p role="status" className={styles.success} data-testid="transfer-done">
          {intl.formatMessage({ id: 'wallet.transfer.done' }, { amount: formatMoney(done, intl.locale) })}
        </p>
      ) : null}
      <FormActions
        className={styles.actions}
        submitLabel={intl.formatMessage({ id: 'wallet.transfer.submit' })}
        submitting={submitting}
      />
    </SubmitForm>
  );
}
