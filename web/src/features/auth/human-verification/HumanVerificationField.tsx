import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useStartHumanVerification } from '../mutations/useStartHumanVerification';
import { loadWidget } from './challenge-widget';
import type { HumanVerificationState } from './useHumanVerification';
import styles from './HumanVerificationField.module.css';

/** What the forms read to show the step: null while the platform does not require one. */
export const HumanVerificationSiteFragment = graphql(`
  fragment HumanVerification_site on Site {
    loginOptions {
      humanVerification {
        provider
        siteKey
      }
    }
  }
`);

export interface HumanVerificationFieldProps {
  verification: HumanVerificationState;
  className?: string;
}

/** The challenge widget of the merchant's provider, loaded when a form shows it; nothing when none is required. */
export function HumanVerificationField({ verification, className }: HumanVerificationFieldProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const fetchChallenge = useStartHumanVerification();
  const { setup, generation, onSolved, onCleared, missing } = verification;
  const provider = setup?.provider;
  const siteKey = setup?.siteKey;
  const locale = intl.locale;

  useEffect(() => {
    const element = container.current;
    if (!provider || !element) return;
    let unmount: (() => void) | undefined;
    let gone = false;
    setFailed(false);
    loadWidget(provider)
      .then((mount) => mount(element, { setup: { provider, siteKey }, locale, fetchChallenge, onSolved, onCleared }))
      .then((remove) => {
        if (gone) remove();
        else unmount = remove;
      })
      .catch(() => {
        // A widget that cannot load (offline, blocked script) is a state the visitor sees, not a crash.
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      unmount?.();
      onCleared();
    };
    // A new generation is a new challenge: the previous proof was spent.
  }, [provider, siteKey, locale, generation, fetchChallenge, onSolved, onCleared]);

  if (!provider) return null;
  const message = failed
    ? intl.formatMessage({ id: 'humanVerification.failed' })
    : missing
      ? intl.formatMessage({ id: 'auth.userError.VERIFICATION_REQUIRED' })
      : null;
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'humanVerification.label' })}
      data-testid="human-verification"
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <div ref={container} />
      {message ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
