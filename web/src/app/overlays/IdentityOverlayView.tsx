import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { paths } from '../../config/paths';
import { ChangePasswordModal } from '../../features/auth/components/ChangePasswordModal';
import { FirstLoginNotice } from '../../features/auth/components/FirstLoginNotice';
import { ForgotPasswordModal } from '../../features/auth/components/ForgotPasswordModal';
import { LoginPopup } from '../../features/auth/components/LoginPopup';
import { RegisterModal } from '../../features/auth/components/RegisterModal';
import { RegisterBanner } from './RegisterBanner';
import { NeedRealAccountDialog } from './NeedRealAccountDialog';
import { useLoginOutcome } from './use-login-outcome';
import { useOverlays } from './overlay-context';

export const IdentityOverlaysSiteFragment = graphql(`
  fragment IdentityOverlays_site on Site {
    loginOptions {
      directRegistration
    }
    ...LoginForm_site
    ...RegisterModal_site
    ...ForgotPasswordModal_site
    ...ChangePasswordModal_site
  }
`);

/** Renders the open identity overlay; the app layer is what wires the features' modals to each other. */
export function IdentityOverlayView({ site }: { site: FragmentType<typeof IdentityOverlaysSiteFragment> }) {
  const { overlay, open, close } = useOverlays();
  const navigate = useNavigate();
  const onLoggedIn = useLoginOutcome();
  const { data, complete } = useFragment({ fragment: IdentityOverlaysSiteFragment, fragmentName: 'IdentityOverlays_site', from: site });
  const goHome = () => {
    close();
    void navigate(paths.home);
  };
  if (!overlay || !complete) return null;

  switch (overlay.kind) {
    case 'login':
      return (
        <LoginPopup
          site={data}
          onClose={close}
          onLoggedIn={onLoggedIn}
          onForgotPassword={() => open({ kind: 'forgotPassword' })}
          onRegister={
            data.loginOptions.directRegistration
              ? () => open({ kind: 'register', affiliate: null, referralCode: null })
              : undefined
          }
        />
      );
    case 'register':
      return (
        <RegisterModal
          banner={<RegisterBanner />}
          site={data}
          affiliate={overlay.affiliate}
          referralCode={overlay.referralCode}
          onClose={close}
          onRegistered={goHome}
          onLogin={() => open({ kind: 'login' })}
        />
      );
    case 'forgotPassword':
      return <ForgotPasswordModal site={data} onClose={close} onLoggedIn={goHome} />;
    case 'changePassword':
      return (
        <ChangePasswordModal
          site={data}
          forced={overlay.forced}
          onClose={close}
          onLoggedOut={() => {
            goHome();
            open({ kind: 'login' });
          }}
        />
      );
    case 'firstLogin':
      return <FirstLoginNotice onClose={close} />;
    case 'needRealAccount':
      return (
        <NeedRealAccountDialog
          onClose={close}
          onRegister={data.loginOptions.directRegistration ? () => open({ kind: 'register', affiliate: null, referralCode: null }) : undefined}
        />
      );
  }
}
