import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { formatOptional, type FieldErrors } from '../../../lib/errors/field-message';
import {
  realTimeFieldName,
  realTimeFields,
  tierFieldName,
  tierFieldsOf,
  type OfferField,
  type OfferValues,
  type RealTimeField,
  type TierField,
} from './offer-terms';
import styles from '../pages/agent-page-styles';

export interface OfferTermsFieldsProps {
  values: OfferValues;
  errors: FieldErrors<OfferField>;
  onChange: (next: OfferValues, field: OfferField) => void;
}

/** The numbers of an offer: a row of the kind's contract fields per tier, or the real-time rates. */
export function OfferTermsFields({ values, errors, onChange }: OfferTermsFieldsProps) {
  const intl = useIntl();
  const error = (field: OfferField) => formatOptional(intl, errors[field]);
  const isRate = (field: string) => field === 'rate' || field.endsWith('SalaryRate');
  const inputMode = (field: string) => (field === 'activeMembers' ? 'numeric' : 'decimal');
  // Rates are typed as percentages: their labels say so.
  const fieldLabel = (field: TierField | RealTimeField) => {
    const name = intl.formatMessage({ id: `contracts.field.${field}` });
    return isRate(field) ? intl.formatMessage({ id: 'contracts.field.ratePercent' }, { field: name }) : name;
  };

  if (values.kind === 'REAL_TIME_SALARY') {
    return (
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{intl.formatMessage({ id: 'contracts.terms' })}</legend>
        {realTimeFields.map((field) => (
          <TextField
            key={field}
            name={realTimeFieldName(field)}
            label={fieldLabel(field)}
            inputMode={inputMode(field)}
            autoComplete="off"
            required
            value={values.realTime[field]}
            onChange={(event) => onChange({ ...values, realTime: { ...values.realTime, [field]: event.target.value } }, realTimeFieldName(field))}
            error={error(realTimeFieldName(field))}
          />
        ))}
      </fieldset>
    );
  }

  const fields = tierFieldsOf[values.kind];
  const setTier = (index: number, field: TierField, value: string) =>
    onChange({ ...values, tiers: values.tiers.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)) }, tierFieldName(index, field));
  return (
    <>
      {values.tiers.map((tier, index) => (
        <fieldset key={index} className={styles.section} data-testid="offer-tier">
          <legend className={styles.sectionTitle}>{intl.formatMessage({ id: 'contracts.tier' }, { number: index + 1 })}</legend>
          {fields.map((field) => (
            <TextField
              key={field}
              name={tierFieldName(index, field)}
              label={fieldLabel(field)}
              inputMode={inputMode(field)}
              autoComplete="off"
              required={field !== 'activeMembers'}
              value={tier[field]}
              onChange={(event) => setTier(index, field, event.target.value)}
              error={error(tierFieldName(index, field))}
            />
          ))}
          {values.tiers.length > 1 ? (
            <div className={styles.rowActions}>
              <Button onClick={() => onChange({ ...values, tiers: values.tiers.filter((_tier, at) => at !== index) }, 'tiers')}>
                {intl.formatMessage({ id: 'contracts.tier.remove' }, { number: index + 1 })}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ))}
    </>
  );
}
