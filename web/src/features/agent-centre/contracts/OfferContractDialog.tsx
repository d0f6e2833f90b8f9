import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import type { ContractKind, ContractPeriod } from '../../../gql/graphql';
import { Button } from '../../../components/Button';
import { FormErrors } from '../../../components/FormErrors';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { formatOptional } from '../../../lib/errors/field-message';
import { useMoneyForm } from '../../../lib/hooks/useMoneyForm';
import { contractKindLabel, contractKinds, contractPeriodLabel, dividendPeriods } from '../labels';
import { useOfferContract } from '../mutations/useOfferContract';
import type { ContractCardContractFragment } from './ContractCard';
import { agencyErrorMessage } from './contract-errors';
import { emptyOffer, emptyTier, maxTiers, offerFieldOf, offerFieldOrder, offerInput, validateOffer, type OfferValues } from './offer-terms';
import { OfferTermsFields } from './OfferTermsFields';
import { RateRuleWarning } from './RateRuleWarning';
import { FormActions } from '../../../components/FormActions';
import { DialogOutcome } from '../../../components/DialogOutcome';
import styles from '../pages/agent-page-styles';

/** The direct downline an offer goes to. */
export interface OfferRecipient {
  id: string;
  account: string;
  nickname?: string | null;
}

export interface OfferContractDialogProps {
  /** The direct downline of the row the agent chose in team management. */
  recipient: OfferRecipient;
  onClose: () => void;
}

/**
 * Offers a contract to a direct downline (spec 001 §4): kind, period (dividend) and tiers with the spec's contract
 * fields, or the real-time rates. An offer under a higher rate the downline gave further down is answered with the
 * rule's warning; only a confirmation sends it again, as a new submission.
 */
export function OfferContractDialog({ recipient, onClose }: OfferContractDialogProps) {
  const intl = useIntl();
  const offer = useOfferContract();
  const [values, setValues] = useState<OfferValues>(() => emptyOffer());
  const [affected, setAffected] = useState<ReadonlyArray<FragmentType<typeof ContractCardContractFragment>> | null>(null);
  const [sentTo, setSentTo] = useState<OfferRecipient | null>(null);
  const { formRef, fieldErrors, formErrors, submit, submitting, edited } = useMoneyForm(
    offerFieldOrder(values),
    (field) => offerFieldOf(values, field),
    agencyErrorMessage,
  );
  const name = (choice: OfferRecipient) => (choice.nickname ? `${choice.nickname} (${choice.account})` : choice.account);

  function change(next: OfferValues, field: string) {
    setValues(next);
    edited(field);
  }

  const send = (confirmDownlineRateRule: boolean) =>
    submit({
      validate: () => validateOffer(values),
      send: async (idempotencyKey) => {
        const payload = await offer(offerInput(values, { downlineId: recipient.id, idempotencyKey, confirmDownlineRateRule }));
        const warned = payload.userErrors.some((error) => error.code === 'DOWNLINE_RATE_HIGHER');
        setAffected(warned ? payload.affectedContracts : null);
        return payload;
      },
      // The form gives way to the outcome: a second offer is not one tap away.
      onSuccess: () => setSentTo(recipient),
    });

  const title = intl.formatMessage({ id: 'contracts.offer.title' });
  return (
    <Modal title={title} onClose={onClose} size="medium" testId="offer-contract-dialog">
      {sentTo ? (
        <DialogOutcome className={styles.section} actionsClassName={styles.rowActions} testId="offer-sent" onClose={onClose}>
          {intl.formatMessage({ id: 'contracts.offer.sent' }, { downline: name(sentTo) })}
        </DialogOutcome>
      ) : (
        <form
          ref={formRef}
          noValidate
          aria-label={title}
          className={styles.section}
          onSubmit={(event) => {
            event.preventDefault();
            void send(false);
          }}
        >
          <p className={styles.note}>{intl.formatMessage({ id: 'contracts.offer.to' }, { downline: name(recipient) })}</p>
          <SelectField
            name="kind"
            label={intl.formatMessage({ id: 'contracts.kind' })}
            value={values.kind}
            onChange={(event) => change({ ...emptyOffer(event.target.value as ContractKind), period: values.period }, 'kind')}
          >
            {contractKinds.map((option) => (
              <option key={option} value={option}>
                {contractKindLabel(intl, option)}
              </option>
            ))}
          </SelectField>
          {values.kind === 'DIVIDEND' ? (
            <SelectField
              name="period"
              label={intl.formatMessage({ id: 'contracts.period' })}
              value={values.period}
              onChange={(event) => change({ ...values, period: event.target.value as ContractPeriod }, 'period')}
              error={formatOptional(intl, fieldErrors.period)}
            >
              {dividendPeriods.map((option) => (
                <option key={option} value={option}>
                  {contractPeriodLabel(intl, option)}
                </option>
              ))}
            </SelectField>
          ) : (
            <p className={styles.note}>{intl.formatMessage({ id: `contracts.offer.fixedPeriod.${values.kind}` })}</p>
          )}
          <OfferTermsFields values={values} errors={fieldErrors} onChange={change} />
          {values.kind !== 'REAL_TIME_SALARY' && values.tiers.length < maxTiers ? (
            <div className={styles.toolbar}>
              <Button onClick={() => change({ ...values, tiers: [...values.tiers, emptyTier()] }, 'tiers')}>
                {intl.formatMessage({ id: 'contracts.tier.add' })}
              </Button>
            </div>
          ) : null}
          <p className={styles.note}>{intl.formatMessage({ id: 'contracts.offer.rules' }, { max: maxTiers })}</p>
          <FormErrors errors={affected ? [] : formErrors} />
          <FormActions
            className={styles.rowActions}
            submitLabel={intl.formatMessage({ id: 'contracts.offer.submit' })}
            submitting={submitting}
          />
        </form>
      )}
      {affected && !sentTo ? (
        <RateRuleWarning
          affected={affected}
          busy={submitting}
          onCancel={() => setAffected(null)}
          onConfirm={() => void send(true)}
        />
      ) : null}
    </Modal>
  );
}
