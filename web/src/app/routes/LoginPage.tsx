import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LoginForm, type LoginFormProps } from '../../features/auth/components/LoginForm';
import { useLoginOutcome } from '../overlays/use-login-outcome';
import { useOverlays } from '../overlays/overlay-context';
import { loginReturnPath } from './login-return';
import styles from './LoginRoute.module.css';

export interface LoginPageProps extends Pick<LoginFormProps, 'site' | 'entry' | 'testId'> {
  /** The heading's element id (the section is labelled by it) and its text. */
  headingId: string;
  title: string;
  intro?: ReactNode;
  /** Where a login goes when no page sent the visitor here. */
  returnFallback?: string;
  /** The way to the other login entry. */
  children: ReactNode;
}

/** A login entry page: its heading, the login form (back to the page that asked for it), the way to the other entry. */
export function LoginPage({ headingId, title, intro, returnFallback, children, ...form }: LoginPageProps) {
  const { open } = useOverlays();
  const location = useLocation();
  const onLoggedIn = useLoginOutcome(loginReturnPath(location.state, returnFallback));
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      {intro}
      <LoginForm {...form} onLoggedIn={onLoggedIn} onForgotPassword={() => open({ kind: 'forgotPassword' })} />
      {children}
    </section>
  );
}
