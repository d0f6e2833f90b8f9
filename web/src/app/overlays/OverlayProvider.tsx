import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { graphQLErrorCodes, type ErrorCodeChannel } from '../../lib/apollo/error-code-channel';
import { isAppAnsweredCode, type AppAnsweredCode } from '../../lib/errors/app-answered-codes';
import { OverlayContext, type Overlay } from './overlay-context';

export interface OverlayProviderProps {
  children: ReactNode;
  errorCodes?: ErrorCodeChannel;
}

// What the app opens for each code it answers; a code added to appAnsweredCodes fails typecheck until it has one.
const overlayByCode: Readonly<Record<AppAnsweredCode, Overlay>> = {
  UNAUTHENTICATED: { kind: 'login' },
  NEED_REAL_ACCOUNT: { kind: 'needRealAccount' },
  // The same dialog a login opens when the password must change (123456, or expired).
  PASSWORD_CHANGE_REQUIRED: { kind: 'changePassword', forced: true },
};

/**
 * Holds which identity overlay is open. Errors from any operation can open one too: a trial account refused
 * with NEED_REAL_ACCOUNT gets the warning dialog, an expired session the login popup, a session that must
 * change its password the forced password change.
 */
export function OverlayProvider({ children, errorCodes = graphQLErrorCodes }: OverlayProviderProps) {
  const [overlay, setOverlay] = useState<Overlay | null>(null);

  useEffect(
    () =>
      errorCodes.subscribe(({ code, operationName }) => {
        // Logging out ends the session whatever state it was in: not a reason to ask for anything.
        if (operationName === 'Logout' || !isAppAnsweredCode(code)) return;
        setOverlay(overlayByCode[code]);
      }),
    [errorCodes],
  );

  const value = useMemo(() => ({ overlay, open: setOverlay, close: () => setOverlay(null) }), [overlay]);
  return <OverlayContext value={value}>{children}</OverlayContext>;
}
