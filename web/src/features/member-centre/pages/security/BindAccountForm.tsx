import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormErrors } from '../../../../components/FormErrors';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';
import { formatOptional } from '../../../../lib/errors/field-message';
import { collectFieldErrors, requiredError } from '../../../../lib/errors/field-checks';
import { useMoneyFormValues } from '../../../../lib/hooks/useMoneyFormValues';
import { normalRealName, realNameError } from '../../../../lib/names/real-name';
import { useBindReceivingAccount } from '../../mutations/useBindReceivingAccount';
import { FormActions } from '../../../../components/FormActions';
import { PaymentPasswordField } from '../../../../components/PaymentPasswordField';
import { SubmitForm } from '../../../../components/SubmitForm';
import styles from '../page-styles';

type Field = 'bankCode' | 'accountNumber' | 'holderName' | 'withdrawPassword';

// The gateway's rules: 6-20 digits; the holder's real name, at most 50 characters.
const accountNumberPattern = /^\d{6,20}$/;
const holderNameMaxLength = 50;

export interface BindAccountFormProps {
  banks: ReadonlyArray<{ code: string; name: string }>;
  onBound?: () => void;
}

/** Binds a bank account that withdrawals are paid into; the withdraw password confirms it is the member. */
export function BindAccountForm({ banks, onBound }: BindAccountFormProps) {
  const intl = useIntl();
  const bind = useBindReceivingAccount();
  const empty: Record<Field, string> = { bankCode: banks[0]?.code ?? '', accountNumber: '', holderName: '', withdrawPassword: '' };
  const [bound, setBound] = useState(false);
  const { formRef, fieldErrors, formErrors, submit: submitForm, submitting, values, setValues, set } = useMoneyFormValues(empty, {
    clearOutcome: () => setBound(false),
  });

  const validate = () =>
    collectFieldErrors<Field>({
      bankCode: requiredError(values.bankCode),
      accountNumber: accountNumberPattern.test(values.accountNumber.trim()) ? null : { id: 'bindAccount.numberRule' },
      holderName: realNameError(values.holderName, holderNameMaxLength),
      withdrawPassword: requiredError(values.withdrawPassword),
    });

  const submit = () =>
    submitForm({
      validate,
      send: (idempotencyKey) =>
        bind({
          bankCode: values.bankCode,
          accountNumber: values.accountNumber.trim(),
          holderName: normalRealName(values.holderName),
          withdrawPassword: values.withdrawPassword,
          idempotencyKey,
        }),
      onSuccess: () => {
        setValues(empty);
        setBound(true);
        onBound?.();
      },
    });

  const error = (field: Field) => formatOptional(intl, fieldErrors[field]);
  const title = intl.formatMessage({ id: 'bindAccount.title' });
  return (
    <SubmitForm formRef={formRef} className={styles.form} label={title} onSubmit={submit}>
      <SelectField
        name="bankCode"
        label={intl.formatMessage({ id: 'bindAccount.bank' })}
        value={values.bankCode}
        onChange={(event) => set('bankCode', event.target.value)}
        error={error('bankCode')}
      >
        {banks.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </SelectField>
      <TextField
        name="accountNumber"
        label={intl.formatMessage({ id: 'deposit.bank.accountNumber' })}
        inputMode="numeric"
        autoComplete="off"
        required
        value={values.accountNumber}
        onChange={(event) => set('accountNumber', event.target.value)}
        error={error('accountNumber')}
      />
      <TextField
        name="holderName"
        label={intl.formatMessage({ id: 'deposit.bank.holderName' })}
        autoComplete="name"
        required
        value={values.holderName}
        onChange={(event) => set('holderName', event.target.value)}
        error={error('holderName')}
      />
      <PaymentPasswordField
        value={values.withdrawPassword}
        onChange={(value) => set('withdrawPassword', value)}
        error={fieldErrors.withdrawPassword}
      />
      <FormErrors errors={formErrors} />
      {bound ? (
        <p role="status" className={styles.success}>
          {intl.formatMessage({ id: 'bindAccount.bound' })}
        </p>
      ) : null}
      <FormActions className={styles.actions} submitLabel={title} submitting={submitting} />
    </SubmitForm>
  );
}
