import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import { EmptyState } from '../../../../components/EmptyState';
import { FormErrors } from '../../../../components/FormErrors';
import { TextField } from '../../../../components/TextField';
import { formatOptional, type FieldErrors } from '../../../../lib/errors/field-message';
import { amountError } from '../../../../lib/money/amount';
import { formatMoney } from '../../../../lib/money/format-money';
import { fieldSetter } from '../../../../lib/hooks/field-setter';
import { useMoneyForm } from '../../../../lib/hooks/useMoneyForm';
import { useTransferToUpline } from '../../mutations/useTransferToUpline';
import { FormActions } from '../../../../components/FormActions';
import { MoneyAmountField } from '../../../../components/MoneyAmountField';
import { SubmitForm } from '../../../../components/SubmitForm';
import styles from '../page-styles';

export const TransferUplinePageViewerFragment = graphql(`
  fragment TransferUplinePage_viewer on Viewer {
    member {
      id
      hasUpline
    }
    wallet {
      id
      mainBalance
    }
  }
`);

type Field = 'amount' | 'note';
const fieldOrder: readonly Field[] = ['amount', 'note'];
const fieldOf = (field: string): Field | null => ((fieldOrder as readonly string[]).includes(field) ? (field as Field) : null);
const maxNoteLength = 100;

interface SentTransfer {
  sender: string;
  recipient: string;
  recipientNickname?: string | null;
  amount: string;
  note?: string | null;
}

/** transferUpline: money from the main wallet to the member's direct upline, with an optional note. */
export function TransferUplinePage({ viewer }: { viewer: FragmentType<typeof TransferUplinePageViewerFragment> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: TransferUplinePageViewerFragment, fragmentName: 'TransferUplinePage_viewer', from: viewer });
  const transfer = useTransferToUpline();
  const { formRef, fieldErrors, formErrors, submit: submitForm, submitting, edited } = useMoneyForm(fieldOrder, fieldOf);
  const [values, setValues] = useState<Record<Field, string>>({ amount: '', note: '' });
  const [sent, setSent] = useState<SentTransfer | null>(null);
  if (!complete) return null;
  if (!data.member.hasUpline) return <EmptyState message={intl.formatMessage({ id: 'money.userError.NO_UPLINE' })} testId="no-upline" />;
  const mainBalance = data.wallet.mainBalance;

  const set = fieldSetter(setValues, edited, () => setSent(null));

  function validate(): FieldErrors<Field> {
    const errors: FieldErrors<Field> = {};
    const amount = amountError(values.amount);
    if (amount) errors.amount = amount;
    else if (amountError(values.amount, { max: mainBalance })) {
      errors.amount = { id: 'money.userError.INSUFFICIENT_BALANCE', values: { amount: { money: mainBalance } } };
    }
    if (values.note.trim().length > maxNoteLength) errors.note = { id: 'upline.noteRule', values: { max: maxNoteLength } };
    return errors;
  }

  const submit = () =>
    submitForm({
      validate,
      send: (idempotencyKey) => transfer({ amount: values.amount.trim(), note: values.note.trim() || null, idempotencyKey }),
      onSuccess: (payload) => {
        setValues({ amount: '', note: '' });
        if (payload.transfer) setSent(payload.transfer);
      },
    });

  const money = (amount: string) => formatMoney(amount, intl.locale);
  return (
    <div className={styles.page}>
      <p className={styles.note}>{intl.formatMessage({ id: 'wallet.source' }, { amount: money(mainBalance) })}</p>
      <SubmitForm
        formRef={formRef}
        className={styles.form}
        label={intl.formatMessage({ id: 'memberCentre.page.transferUpline' })}
        onSubmit={submit}
      >
        <MoneyAmountField value={values.amount} onChange={(value) => set('amount', value)} error={fieldErrors.amount} />
        <TextField
          name="note"
          label={intl.formatMessage({ id: 'upline.note' })}
          autoComplete="off"
          maxLength={maxNoteLength + 20}
          value={values.note}
          onChange={(event) => set('note', event.target.value)}
          error={formatOptional(intl, fieldErrors.note)}
        />
        <FormErrors errors={formErrors} />
        {sent ? (
          <p role="status" className={styles.success} data-testid="upline-done">
            {intl.formatMessage(
              { id: sent.note ? 'upline.done.note' : 'upline.done' },
              {
                sender: sent.sender,
                recipient: sent.recipientNickname ? `${sent.recipientNickname} (${sent.recipient})` : sent.recipient,
                amount: money(sent.amount),
                note: sent.note ?? '',
              },
            )}
          </p>
        ) : null}
        <FormActions
          className={styles.actions}
          submitLabel={intl.formatMessage({ id: 'upline.submit' })}
          submitting={submitting}
        />
      </SubmitForm>
    </div>
  );
}
