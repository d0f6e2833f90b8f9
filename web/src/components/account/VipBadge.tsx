import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { memberPagePath } from '../../config/paths';
import styles from './VipBadge.module.css';

export interface VipBadgeProps {
  level: number;
  /** Spec 001 §2: the VIP level opens playerRank when the member has a label, otherwise securityCenter. */
  hasLabel: boolean;
}

export function VipBadge({ level, hasLabel }: VipBadgeProps) {
  const intl = useIntl();
  return (
    <Link
      to={memberPagePath(hasLabel ? 'playerRank' : 'securityCenter')}
      className={styles.badge}
      data-testid="vip-badge"
      aria-label={intl.formatMessage({ id: 'account.vip.label' }, { level })}
    >
      {intl.formatMessage({ id: 'account.vip' }, { level })}
    </Link>
  );
}
