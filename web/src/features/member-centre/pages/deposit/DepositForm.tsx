import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { CopyButton } from '../../../../components/CopyButton';
import { FormErrors } from '../../../../components/FormErrors';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';
import type { DepositPage_ViewerFragment } from '../../../../gql/graphql';
import type { FieldErrors } from '../../../../lib/errors/field-message';
import { formatOptional } from '../../../../lib/errors/field-message';
import { amountError, toCents } from '../../../../lib/money/amount';
import { amountInputText } from '../../../../lib/money/amount-input';
import { formatMoney } from '../../../../lib/money/format-money';
import { formatPercent } from '../../../../lib/numbers/format-numbers';
import { useMoneyFormValues } from '../../../../lib/hooks/useMoneyFormValues';
import { useCreateDeposit } from '../../mutations/useCreateDeposit';
import type { DepositOrderPanelOrderFragment } from './DepositOrderPanel';
import { FormActions } from '../../../../components/FormActions';
import styles from '../page-styles';

export type DepositChannel = DepositPage_ViewerFragment['depositChannels'][number];
export type DepositOrderRef = FragmentType<typeof DepositOrderPanelOrderFragment>;

type Field = 'amount' | 'bankAccountId' | 'payerName' | 'telco' | 'serial' | 'pin';
const serverFields: Record<string, Field> = {
  amount: 'amount',
  bankAccountId: 'bankAccountId',
  payerName: 'payerName',
  telco: 'telco',
  'scratchCard.telco': 'telco',
  serial: 'serial',
  'scratchCard.serial': 'serial',
  pin: 'pin',
  'scratchCard.pin': 'pin',
};
const fieldOf = (field: string): Field | null => serverFields[field] ?? null;

// The gateway's card rules: serial 10-15 digits, PIN 12-15 digits.
const serialPattern = /^\d{10,15}$/;
const pinPattern = /^\d{12,15}$/;

const sameAmount = (a: string, b: string) => toCents(a) !== null && toCents(a) === toCents(b);

export interface DepositFormProps {
  channel: DepositChannel;
  onCreated: (order: DepositOrderRef) => void;
}

/** One channel's deposit: amount (presets, bounds), and the bank account or the scratch card it needs. */
export function DepositForm({ channel, onCreated }: DepositFormProps) {
  const intl = useIntl();
  const createDeposit = useCreateDeposit();
  const card = channel.kind === 'SCRATCH_CARD';
  const { formRef, fieldErrors, formErrors, submit: submitForm, submitting, values, set } = useMoneyFormValues<Field>(
    {
      amount: '',
      bankAccountId: channel.bankAccounts[0]?.id ?? '',
      payerName: '',
      telco: channel.telcos[0]?.code ?? '',
      serial: '',
      pin: '',
    },
    { fieldOf },
  );
  const telco = channel.telcos.find((candidate) => candidate.code === values.telco);
  const presets = card ? (telco?.faceValues ?? channel.presetAmounts) : channel.presetAmounts;
  const bankAccount = channel.bankAccounts.find((account) => account.id === values.bankAccountId);

  function validate(): FieldErrors<Field> {
    const errors: FieldErrors<Field> = {};
    const amount = amountError(values.amount, { min: channel.minAmount, max: channel.maxAmount });
    if (amount) errors.amount = amount;
    else if (card && !presets.some((face) => sameAmount(face, values.amount))) {
      errors.amount = { id: 'deposit.card.faceValue' };
    }
    if (card) {
      if (!values.telco) errors.telco = { id: 'validation.required' };
      if (!serialPattern.test(values.serial.trim())) errors.serial = { id: 'deposit.card.serialRule' };
      if (!pinPattern.test(values.pin.trim())) errors.pin = { id: 'deposit.card.pinRule' };
    }
    if (values.payerName.trim().length > 50) errors.payerName = { id: 'auth.userError.TOO_LONG' };
    return errors;
  }

  const submit = () =>
    submitForm({
      validate,
      send: (idempotencyKey) =>
        createDeposit({
          channelId: channel.id,
          amount: values.amount.trim(),
          idempotencyKey,
          ...(channel.kind === 'BANK_TRANSFER'
            ? { bankAccountId: values.bankAccountId || null, payerName: values.payerName.trim() || null }
            : {}),
          ...(card ? { scratchCard: { telco: values.telco, serial: values.serial.trim(), pin: values.pin.trim() } } : {}),
        }),
      onSuccess: (payload) => {
        if (payload.deposit) onCreated(payload.deposit);
      },
    });

  const error = (field: Field) => formatOptional(intl, fieldErrors[field]);
  const money = (amount: string) => formatMoney(amount, intl.locale);
  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={intl.formatMessage({ id: 'deposit.form' }, { channel: channel.name })}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.note} data-testid="deposit-bounds">
        {intl.formatMessage({ id: 'deposit.bounds' }, { min: money(channel.minAmount), max: money(channel.maxAmount) })}
        {Number(channel.feeRate) > 0 ? ` ${intl.formatMessage({ id: 'deposit.fee' }, { rate: formatPercent(channel.feeRate, intl.locale) })}` : null}
      </p>
      {channel.kind === 'BANK_TRANSFER' && channel.bankAccounts.length > 0 ? (
        <>
          <SelectField
            name="bankAccountId"
            label={intl.formatMessage({ id: 'deposit.bank.account' })}
            value={values.bankAccountId}
            onChange={(event) => set('bankAccountId', event.target.value)}
            error={error('bankAccountId')}
          >
            {channel.bankAccounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.bankName} · {account.accountNumber}
              </option>
            ))}
          </SelectField>
          {bankAccount ? (
            <div className={styles.card} data-testid="deposit-bank-account">
              <div className={styles.cardHead}>
                <span className={styles.note}>{intl.formatMessage({ id: 'deposit.bank.accountNumber' })}</span>
                <span className={styles.mono}>{bankAccount.accountNumber}</span>
                <CopyButton value={bankAccount.accountNumber} label={intl.formatMessage({ id: 'deposit.bank.accountNumber' })} />
              </div>
              <div className={styles.cardHead}>
                <span className={styles.note}>{intl.formatMessage({ id: 'deposit.bank.holderName' })}</span>
                <span className={styles.mono}>{bankAccount.holderName}</span>
                <CopyButton value={bankAccount.holderName} label={intl.formatMessage({ id: 'deposit.bank.holderName' })} />
              </div>
              {bankAccount.branch ? <p className={styles.note}>{bankAccount.branch}</p> : null}
            </div>
          ) : null}
        </>
      ) : null}
      {card ? (
        <SelectField
          name="telco"
          label={intl.formatMessage({ id: 'deposit.card.telco' })}
          value={values.telco}
          onChange={(event) => set('telco', event.target.value)}
          error={error('telco')}
        >
          {channel.telcos.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div role="group" aria-label={intl.formatMessage({ id: card ? 'deposit.card.faceValues' : 'deposit.presets' })} className={styles.chips}>
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.chip}
            aria-pressed={sameAmount(preset, values.amount)}
            onClick={() => set('amount', amountInputText(preset))}
          >
            {money(preset)}
          </button>
        ))}
      </div>
      <TextField
        name="amount"
        label={intl.formatMessage({ id: card ? 'deposit.card.faceValue.label' : 'money.amount' })}
        inputMode="decimal"
        autoComplete="off"
        required
        value={values.amount}
        onChange={(event) => set('amount', event.target.value)}
        error={error('amount')}
      />
      {channel.kind === 'BANK_TRANSFER' ? (
        <TextField
          name="payerName"
          label={intl.formatMessage({ id: 'deposit.bank.payerName' })}
          autoComplete="name"
          value={values.payerName}
          onChange={(event) => set('payerName', event.target.value)}
          error={error('payerName')}
        />
      ) : null}
      {card ? (
        <>
          <TextField
            name="serial"
            label={intl.formatMessage({ id: 'deposit.card.serial' })}
            inputMode="numeric"
            autoComplete="off"
            required
            value={values.serial}
            onChange={(event) => set('serial', event.target.value)}
            error={error('serial')}
          />
          <TextField
            name="pin"
            label={intl.formatMessage({ id: 'deposit.card.pin' })}
            inputMode="numeric"
            autoComplete="off"
            required
            value={values.pin}
            onChange={(event) => set('pin', event.target.value)}
            error={error('pin')}
          />
        </>
      ) : null}
      <FormErrors errors={formErrors} />
      <FormActions
        className={styles.actions}
        submitLabel={intl.formatMessage({ id: 'deposit.submit' })}
        submitting={submitting}
      />
    </form>
  );
}
