import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { CountryCodePicker, type CountryOption } from '../../../components/CountryCodePicker';
import { formatDialingCode } from '../../../components/dialing-code';
import { TextField } from '../../../components/TextField';
import styles from './AuthForm.module.css';

// What a form with a MobileField reads of the site: the countries a number may belong to, and whether the visitor
// picks one. Spread with @unmask: the forms pass these fields on as MobileField's props.
export const MobileFieldSiteFragment = graphql(`
  fragment MobileField_site on Site {
    loginOptions {
      countryCodePicker
    }
    countries {
      code
      dialingCode
      mobileLength
    }
  }
`);

export interface MobileFieldProps {
  className?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  countries: ReadonlyArray<CountryOption>;
  countryCode: string;
  onCountryChange: (code: string) => void;
  /** site.loginOptions.countryCodePicker; without it the first country's code is fixed. */
  showPicker: boolean;
  required?: boolean;
  hideLabel?: boolean;
  name?: string;
}

/** A mobile number with its country's dialling code in front. */
export function MobileField({
  className,
  value,
  onChange,
  error,
  countries,
  countryCode,
  onCountryChange,
  showPicker,
  required = true,
  hideLabel = false,
  name = 'mobile',
}: MobileFieldProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'field.mobile' });
  const selected = countries.find((country) => country.code === countryCode) ?? countries[0];
  const prefix =
    showPicker && countries.length > 1 ? (
      <CountryCodePicker
        countries={countries}
        value={selected?.code ?? ''}
        onChange={(country) => onCountryChange(country.code)}
        label={intl.formatMessage({ id: 'field.countryCode' })}
      />
    ) : selected ? (
      <span className={styles.prefix}>{formatDialingCode(selected.dialingCode)}</span>
    ) : null;
  return (
    <TextField
      className={className}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      label={label}
      hideLabel={hideLabel}
      placeholder={label}
      required={required}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      startAdornment={prefix}
    />
  );
}
