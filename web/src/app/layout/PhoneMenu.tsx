import { useNavigate } from 'react-router';
import { ThemeSwitch } from '../../components/ThemeSwitch';
import { LogoutButton } from '../../features/auth/components/LogoutButton';
import { LineSwitcher } from '../../features/site-lines/components/LineSwitcher';
import { useTheme } from '../../lib/theme/useTheme';
import { paths } from '../../config/paths';
import { SiteSideMenu } from '../site-chrome/SiteSideMenu';
import { BottomNavToggle } from './BottomNavToggle';
import { LanguageSelect } from './LanguageSelect';
import styles from './PhoneMenu.module.css';

/** What the phone drawer holds: the top bar's settings, the side menu's entries and the logout. */
export function PhoneMenu({ loggedIn, agent }: { loggedIn: boolean; agent: boolean }) {
  const { theme, setTheme } = useTheme();
  const navigate = useNavigate();
  return (
    <>
      <div className={styles.settings}>
        <LanguageSelect className={styles.language} />
        <ThemeSwitch value={theme} onChange={setTheme} />
        <LineSwitcher placement="drawer" />
        <BottomNavToggle className={styles.navToggle} />
      </div>
      <SiteSideMenu loggedIn={loggedIn} agent={agent} placement="drawer" />
      {loggedIn ? (
        <div className={styles.logout}>
          <LogoutButton onLoggedOut={() => void navigate(paths.home)} />
        </div>
      ) : null}
    </>
  );
}
