import { SideMenu } from '../../features/navigation/components/SideMenu';
import { useCustomerServiceChat } from '../../features/content/hooks/useCustomerServiceChat';
import { useOverlays } from '../overlays/overlay-context';

/**
 * The right bar, wired to the app: customer service opens the chat popup, invite friends opens registration.
 * A logged-in member's invitations live in the member centre, which does not exist yet, so members get no
 * invite entry for now.
 */
export function SiteSideMenu({ loggedIn }: { loggedIn: boolean }) {
  const { open } = useOverlays();
  const openChat = useCustomerServiceChat();
  return (
    <SideMenu
      onCustomerService={() => void openChat()}
      onInviteFriends={loggedIn ? undefined : () => open({ kind: 'register', affiliate: null, referralCode: null })}
    />
  );
}
