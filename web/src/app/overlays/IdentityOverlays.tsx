import { lazy, Suspense, useEffect } from 'react';
import type { FragmentType } from '@apollo/client';
import type { IdentityOverlaysSiteFragment } from './IdentityOverlayView';
import { withAllMessages } from '../../i18n/all-messages';
import { useOverlays } from './overlay-context';
import { hasRedirectSignIn } from '../../features/auth/firebase/redirect-mark';

// The identity dialogs (login, register, password, SMS) are code most visitors never open on their first page:
// they download when one first opens, so the home page's initial JavaScript does not carry them.
const IdentityOverlayView = lazy(withAllMessages(() => import('./IdentityOverlayView').then((m) => ({ default: m.IdentityOverlayView }))));

/** The open identity overlay, if any; its code loads on first use. */
export function IdentityOverlays({ site }: { site: FragmentType<typeof IdentityOverlaysSiteFragment> }) {
  const { overlay, open } = useOverlays();
  // Back from a Google or Facebook sign-in by redirect: the login form finishes it.
  useEffect(() => {
    if (hasRedirectSignIn()) open({ kind: 'login' });
  }, [open]);
  if (!overlay) return null;
  return (
    <Suspense fallback={null}>
      <IdentityOverlayView site={site} />
    </Suspense>
  );
}
