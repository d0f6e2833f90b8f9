import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { graphQLErrorCodes, type ErrorCodeChannel } from '../../lib/apollo/error-code-channel';
import { OverlayContext, type Overlay } from './overlay-context';

export interface OverlayProviderProps {
  children: ReactNode;
  errorCodes?: ErrorCodeChannel;
}

/**
 * Holds which identity overlay is open. Errors from any operation can open one too: a trial account refused
 * with NEED_REAL_ACCOUNT gets the warning dialog, an expired session gets the login popup.
 */
export function OverlayProvider({ children, errorCodes = graphQLErrorCodes }: OverlayProviderProps) {
  const [overlay, setOverlay] = useState<Overlay | null>(null);

  useEffect(
    () =>
      errorCodes.subscribe(({ code, operationName }) => {
        if (code === 'NEED_REAL_ACCOUNT') setOverlay({ kind: 'needRealAccount' });
        // Logging out of an expired session is not a reason to ask for a login.
        else if (code === 'UNAUTHENTICATED' && operationName !== 'Logout') setOverlay({ kind: 'login' });
      }),
    [errorCodes],
  );

  const value = useMemo(() => ({ overlay, open: setOverlay, close: () => setOverlay(null) }), [overlay]);
  return <OverlayContext value={value}>{children}</OverlayContext>;
}
