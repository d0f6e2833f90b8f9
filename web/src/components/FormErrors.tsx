import { useIntl } from 'react-intl';
import { formatFieldMessage, type FieldMessage } from '../lib/errors/field-message';
import styles from './FormErrors.module.css';

/** Messages about the whole form (wrong credentials, network trouble), announced as an alert. */
export function FormErrors({ errors }: { errors: ReadonlyArray<FieldMessage> }) {
  const intl = useIntl();
  if (errors.length === 0) return null;
  return (
    <div role="alert" className={styles.formErrors}>
      {errors.map((message) => (
        <p key={message.id}>{formatFieldMessage(intl, message)}</p>
      ))}
    </div>
  );
}
