import { useIntl } from 'react-intl';
import { TextField } from '../../../components/TextField';
import styles from './AuthForm.module.css';

export interface CaptchaFieldProps {
  className?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** A data: URL from requestCaptcha, or null while it loads. */
  image: string | null;
  onRefresh: () => void;
  hideLabel?: boolean;
}

/** The captcha answer next to its image; clicking the image asks for a new one. */
export function CaptchaField({ className, value, onChange, error, image, onRefresh, hideLabel = false }: CaptchaFieldProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'field.captcha' });
  return (
    <TextField
      className={className}
      name="captcha"
      label={label}
      hideLabel={hideLabel}
      placeholder={label}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      endAdornment={
        <button
          type="button"
          className={styles.captchaButton}
          aria-label={intl.formatMessage({ id: 'captcha.refresh' })}
          onClick={onRefresh}
        >
          {image ? (
            <img data-testid="captcha-image" src={image} alt={intl.formatMessage({ id: 'captcha.image' })} />
          ) : (
            <span data-testid="captcha-image" className={styles.captchaPlaceholder}>
              {intl.formatMessage({ id: 'captcha.loading' })}
            </span>
          )}
        </button>
      }
    />
  );
}
