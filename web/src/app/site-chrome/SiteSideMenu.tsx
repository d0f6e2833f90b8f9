import { useNavigate } from 'react-router';
import { memberPagePath, paths } from '../../config/paths';
import { SideMenu } from '../../features/navigation/components/SideMenu';
import { useCustomerServiceChat } from '../../features/content/hooks/useCustomerServiceChat';
import { useOverlays } from '../overlays/overlay-context';

/**
 * The right bar, wired to the app: customer service opens the chat popup; invite friends opens registration for
 * a visitor and the member's own invitation (member centre page referral) for a member; agents get the agent centre.
 */
export function SiteSideMenu({
  loggedIn,
  agent = false,
  placement = 'floating',
}: {
  loggedIn: boolean;
  agent?: boolean;
  placement?: 'floating' | 'drawer';
}) {
  const { open } = useOverlays();
  const navigate = useNavigate();
  const openChat = useCustomerServiceChat();
  return (
    <SideMenu
      placement={placement}
      onCustomerService={() => void openChat()}
      onInviteFriends={
        loggedIn ? () => void navigate(memberPagePath('referral')) : () => open({ kind: 'register', affiliate: null, referralCode: null })
      }
      onAgentCentre={agent ? () => void navigate(paths.agent) : undefined}
    />
  );
}
