import { useIntl } from 'react-intl';
import { ThemeSwitch } from '../../components/ThemeSwitch';
import { LineSwitcher } from '../../features/site-lines/components/LineSwitcher';
import { useTheme } from '../../lib/theme/useTheme';
import { BottomNavToggle } from './BottomNavToggle';
import { Clock } from './Clock';
import { LanguageSelect } from './LanguageSelect';
import styles from './TopBar.module.css';

export function TopBar() {
  const intl = useIntl();
  const { theme, setTheme } = useTheme();
  return (
    <div role="region" aria-label={intl.formatMessage({ id: 'topbar.label' })} className={styles.topbar}>
      <div className={styles.inner}>
        <LineSwitcher placement="topbar" />
        <LanguageSelect />
        <ThemeSwitch value={theme} onChange={setTheme} />
        <BottomNavToggle className={styles.navToggle} />
        <Clock className={styles.clock} />
      </div>
    </div>
  );
}
