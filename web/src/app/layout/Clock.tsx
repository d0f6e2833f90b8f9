import { useIntl } from 'react-intl';
import { formatGmtOffset, formatLocalDateTime } from '../../lib/date/local-date-time';
import { useNow } from '../../lib/hooks/useNow';

export function Clock({ className }: { className?: string }) {
  const intl = useIntl();
  const now = new Date(useNow(1000));
  const offset = intl.formatMessage({ id: 'topbar.clock.offset' }, { offset: formatGmtOffset(now) });
  return (
    <span className={className}>
      <span className="visually-hidden">{intl.formatMessage({ id: 'topbar.clock.label' })}</span>
      <time dateTime={now.toISOString()}>
        {offset} {formatLocalDateTime(now)}
      </time>
    </span>
  );
}
