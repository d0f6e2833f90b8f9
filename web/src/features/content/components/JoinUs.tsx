import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import styles from './JoinUs.module.css';

const benefits = ['commission', 'reports', 'contracts', 'support'] as const;
const steps = ['register', 'share', 'earn'] as const;

export interface JoinUsProps {
  /** Opens registration (visitors); the app layer owns the form. */
  onRegister?: () => void;
  /** Opens customer service (members, who ask to become agents). */
  onContact?: () => void;
}

/** The join-us page (spec 000 §1): the agent programme and a call to action. */
export function JoinUs({ onRegister, onContact }: JoinUsProps) {
  const intl = useIntl();
  return (
    <div className={styles.join} data-testid="join-us">
      <section className={styles.hero}>
        <h1 className={styles.title}>{intl.formatMessage({ id: 'content.join.title' })}</h1>
        <p className={styles.lead}>{intl.formatMessage({ id: 'content.join.lead' })}</p>
        <div className={styles.actions}>
          {onRegister ? (
            <Button variant="primary" onClick={onRegister}>
              {intl.formatMessage({ id: 'content.join.register' })}
            </Button>
          ) : null}
          {onContact ? (
            <Button variant={onRegister ? 'secondary' : 'primary'} onClick={onContact}>
              {intl.formatMessage({ id: 'content.join.contact' })}
            </Button>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="join-benefits" className={styles.section}>
        <h2 id="join-benefits">{intl.formatMessage({ id: 'content.join.benefits' })}</h2>
        <ul className={styles.benefits}>
          {benefits.map((benefit) => (
            <li key={benefit} className={styles.benefit}>
              <h3>{intl.formatMessage({ id: `content.join.benefit.${benefit}.title` })}</h3>
              <p>{intl.formatMessage({ id: `content.join.benefit.${benefit}.text` })}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="join-steps" className={styles.section}>
        <h2 id="join-steps">{intl.formatMessage({ id: 'content.join.steps' })}</h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{intl.formatMessage({ id: `content.join.step.${step}` })}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
