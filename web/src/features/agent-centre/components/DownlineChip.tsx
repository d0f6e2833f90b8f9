import { useIntl } from 'react-intl';
import type { DownlineFilter } from '../report-controls';
import styles from '../pages/agent-page-styles';

/** The one account a report is narrowed to, and the way back to the whole team. */
export function DownlineChip({ downline, onClear }: { downline: DownlineFilter | null; onClear: () => void }) {
  const intl = useIntl();
  if (!downline) return null;
  return (
    <div className={styles.chips}>
      <button
        type="button"
        className={styles.chip}
        onClick={onClear}
        aria-label={intl.formatMessage({ id: 'agentReports.account.clear' }, { account: downline.account })}
        data-testid="report-account"
      >
        {intl.formatMessage({ id: 'agentReports.account.only' }, { account: downline.account })}
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
