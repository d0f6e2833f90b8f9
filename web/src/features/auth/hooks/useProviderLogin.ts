import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FieldMessage } from '../../../lib/errors/field-message';
import { errorMessage } from '../../../lib/errors/error-message';
import { useLoginWithProvider } from '../mutations/session-mutations';
import { userErrorMessage } from '../validation/user-error-message';
import type { SignInProvider } from '../firebase/firebase-types';
import { useFirebaseOptions } from '../firebase/firebase-site';
import { firebaseErrorMessage } from '../firebase/firebase-errors';
import { takeRedirectSignIn } from '../firebase/redirect-mark';
import { finishRedirectIdToken, requestProviderIdToken } from '../provider-id-token';

/** What the app does after a login: the forced password change, the first-login notice, or home. */
export interface LoginOutcome {
  passwordChangeRequired: boolean;
  firstTimeLogin: boolean;
}

/**
 * Google and Facebook sign-in (login and register forms): Firebase proves the identity, the gateway's
 * loginWithProvider logs in the member bound to it, or binds it to a new member on first use (for good, spec 000
 * §4). Also finishes a redirect sign-in the page came back from, once, in the first form that opens.
 */
export function useProviderLogin(onLoggedIn: (outcome: LoginOutcome) => void) {
  const intl = useIntl();
  const firebaseOptions = useFirebaseOptions();
  const { run: loginWithProvider, loading } = useLoginWithProvider();
  // From the provider's window opening until its token is exchanged for a session.
  const [signingIn, setSigningIn] = useState(false);
  const [errors, setErrors] = useState<FieldMessage[]>([]);

  async function run(provider: SignInProvider, idTokenOf: () => Promise<string | null>) {
    setErrors([]);
    setSigningIn(true);
    try {
      let idToken: string | null;
      try {
        idToken = await idTokenOf();
      } catch (error) {
        return setErrors([firebaseErrorMessage(error)]);
      }
      if (!idToken) return setErrors([{ id: 'auth.provider.unavailable' }]);
      const payload = await loginWithProvider({ provider, idToken });
      if (payload.viewer) {
        onLoggedIn({ passwordChangeRequired: Boolean(payload.passwordChangeRequired), firstTimeLogin: Boolean(payload.firstTimeLogin) });
      } else {
        setErrors(payload.userErrors.map((error) => userErrorMessage(error)));
      }
    } catch (error) {
      setErrors([errorMessage(error)]);
    } finally {
      setSigningIn(false);
    }
  }

  function loginWith(provider: SignInProvider) {
    return run(provider, async () => {
      const options = await firebaseOptions();
      return options ? requestProviderIdToken(options, provider, intl.locale) : null;
    });
  }

  useEffect(() => {
    const provider = takeRedirectSignIn();
    if (provider === null) return;
    void firebaseOptions()
      .then((options) => run(provider, async () => (options ? finishRedirectIdToken(options) : null)))
      .catch((error: unknown) => setErrors([errorMessage(error)]));
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { loginWith, loading: loading || signingIn, errors };
}
