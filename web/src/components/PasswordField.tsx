import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EyeIcon } from './icons/EyeIcon';
import { TextField, type TextFieldProps } from './TextField';
import styles from './PasswordField.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a show/hide toggle whose name says which field it reveals. */
export function PasswordField(props: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const toggleLabel = intl.formatMessage(
    { id: visible ? 'field.password.hide' : 'field.password.show' },
    { field: props.label },
  );
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className={styles.toggle}
          aria-label={toggleLabel}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <EyeIcon crossed={!visible} />
        </button>
      }
    />
  );
}
