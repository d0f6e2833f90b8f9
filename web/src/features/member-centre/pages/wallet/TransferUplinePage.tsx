import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import { EmptyState } from '../../../../components/EmptyState';
import { FormErrors } from '../../../../components/FormErrors';
import { NoteField } from '../../../../components/NoteField';
import { collectFieldErrors } from '../../../../lib/errors/field-checks';
import { transferAmountError } from '../../../../lib/money/amount';
import { formatMoney } from '../../../../lib/money/format-money';
import { transferOutcome, type SentTransfer } from '../../../../lib/money/transfer-outcome';
import { useMoneyFormValues } from '../../../../lib/hooks/useMoneyFormValues';
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
const maxNoteLength = 100;

/** transferUpline: money from the main wallet to the member's direct upline, with an optional note. */
export function TransferUplinePage({ viewer }: { viewer: FragmentType<typeof TransferUplinePageViewerFragment> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: TransferUplinePageViewerFragment, fragmentName: 'TransferUplinePage_viewer', from: viewer });
  const transfer = useTransferToUpline();
  const [sent, setSent] = useState<SentTransfer | null>(null);
  const { formRef, fieldErrors, formErrors, submit: submitForm, submitting, values, setValues, set } = useMoneyFormValues<Field>(
    { amount: '', note: '' },
    { clearOutcome: () => setSent(null) },
  );
  if (!complete) return null;
  if (!data.member.hasUpline) return <EmptyState message={intl.formatMessage({ id: 'money.userError.NO_UPLINE' })} testId="no-upline" />;
  const mainBalance = data.wallet.mainBalance;


  const validate = () =>
    collectFieldErrors<Field>({
      amount: transferAmountError(values.amount, mainBalance),
      note: values.note.trim().length > maxNoteLength ? { id: 'upline.noteRule', values: { max: maxNoteLength } } : null,
    });

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
        <NoteField
          label={intl.formatMessage({ id: 'upline.note' })}
          maxLength={maxNoteLength}
          value={values.note}
          onChange={(value) => set('note', value)}
          error={fieldErrors.note}
        />
        <FormErrors errors={formErrors} />
        {sent ? (
          <p role="status" className={styles.success} data-testid="upline-done">
            {transferOutcome(intl, 'upline', sent)}
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
