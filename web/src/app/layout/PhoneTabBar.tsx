import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { memberPagePath, paths } from '../../config/paths';
import { useCustomerServiceChat } from '../../features/content/hooks/useCustomerServiceChat';
import { HeadsetIcon } from '../../features/navigation/components/NavIcons';
import { HomeIcon, PersonIcon, TagIcon, WalletIcon } from './PhoneIcons';
import styles from './PhoneTabBar.module.css';

/**
 * The bar at the bottom of a phone's screen (issue 16): home, promotions, deposit, member centre and customer
 * service, in reach of the thumb. Hidden on wider screens, where the header and the side menu hold the same.
 */
export function PhoneTabBar() {
  const intl = useIntl();
  const openChat = useCustomerServiceChat();
  const tabs = [
    { to: paths.home, label: intl.formatMessage({ id: 'navigation.home' }), icon: <HomeIcon />, end: true },
    { to: paths.promotions, label: intl.formatMessage({ id: 'navigation.promotions' }), icon: <TagIcon />, end: false },
    { to: memberPagePath('depositv2'), label: intl.formatMessage({ id: 'account.deposit' }), icon: <WalletIcon />, end: false },
    { to: paths.member, label: intl.formatMessage({ id: 'phone.tabs.member' }), icon: <PersonIcon />, end: true },
  ];
  return (
    <nav aria-label={intl.formatMessage({ id: 'phone.tabs.label' })} className={styles.bar} data-testid="phone-tab-bar">
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end} className={styles.tab}>
              {tab.icon}
              <span className={styles.label}>{tab.label}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className={styles.tab} onClick={() => void openChat()}>
            <HeadsetIcon />
            <span className={styles.label}>{intl.formatMessage({ id: 'phone.tabs.service' })}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
