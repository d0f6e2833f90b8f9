import { createContext, useContext } from 'react';

/** The invitation code of the URL and the server's verdict on it. */
export type AffiliateCheck = { code: string; valid: boolean } | null;

/** The one identity overlay open at a time (spec 000 §2 "Overlays"). */
export type Overlay =
  | { kind: 'login' }
  | { kind: 'register'; affiliate: AffiliateCheck; referralCode: string | null }
  | { kind: 'forgotPassword' }
  | { kind: 'changePassword'; forced: boolean }
  | { kind: 'firstLogin' }
  | { kind: 'needRealAccount' };

export interface OverlayContextValue {
  overlay: Overlay | null;
  open: (overlay: Overlay) => void;
  close: () => void;
}

export const OverlayContext = createContext<OverlayContextValue | null>(null);

export function useOverlays(): OverlayContextValue {
  const value = useContext(OverlayContext);
  if (!value) throw new Error('useOverlays must be used inside <OverlayProvider>');
  return value;
}
