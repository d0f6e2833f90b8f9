import { useId } from 'react';
import { useIntl } from 'react-intl';
import { isLocale, locales } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';

export function LanguageSelect({ className }: { className?: string }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <span className={className}>
      <label htmlFor={id} className="visually-hidden">
        {intl.formatMessage({ id: 'topbar.language.label' })}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void setLocale(event.target.value);
        }}
      >
        {locales.map((option) => (
          <option key={option} value={option} lang={option}>
            {intl.formatMessage({ id: `language.${option}` })}
          </option>
        ))}
      </select>
    </span>
  );
}
