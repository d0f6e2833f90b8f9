import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { memberPagePath } from '../../config/paths';
import styles from './VipBadge.module.css';

export interface VipBadgeProps {
  rankLevel: number;
  /** Spec 001 §2: the VIP level opens playerRank when the member has a label, otherwise securityCenter. */
  hasLabel: boolean;
}

export function VipBadge({ rankLevel, hasLabel }: VipBadgeProps) {
  const intl = useIntl();
  return (
    <Link
      to={memberPagePath(hasLabel ? 'playerRank' : 'securityCenter')}
      className={styles.badge}
      data-testid="vip-badge"
      aria-label={intl.formatMessage({ id: 'account.vip.label' }, { level: rankLevel })}
    >
      {intl.formatMessage({ id: 'account.vip' }, { level: rankLevel })}
    </Link>
  );
}
