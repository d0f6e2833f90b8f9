import { useIntl } from 'react-intl';
import { formatClock, formatGmtOffset } from './clock-format';
import { useNow } from './useNow';

export function Clock({ className }: { className?: string }) {
  const intl = useIntl();
  const now = useNow(1000);
  const offset = intl.formatMessage({ id: 'topbar.clock.offset' }, { offset: formatGmtOffset(now) });
  return (
    <span className={className}>
      <span className="visually-hidden">{intl.formatMessage({ id: 'topbar.clock.label' })}</span>
      <time dateTime={now.toISOString()}>
        {offset} {formatClock(now)}
      </time>
    </span>
  );
}
