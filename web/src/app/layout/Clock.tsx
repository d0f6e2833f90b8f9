import { useIntl } from 'react-intl';
import { formatGmtOffset, formatLocalDateTime } from '../../lib/date/local-date-time';
import { useHydrated } from '../../lib/hooks/useHydrated';
import { useNow } from '../../lib/hooks/useNow';
import { useOnScreen } from '../../lib/hooks/useOnScreen';

export function Clock({ className }: { className?: string }) {
  const intl = useIntl();
  // On phones the top bar is not shown: the clock then does not render every second for nobody.
  const [ref, onScreen] = useOnScreen();
  const now = new Date(useNow(1000, onScreen));
  // The local time zone is the browser's: a server-rendered page shows the time once hydrated.
  const hydrated = useHydrated();
  const offset = intl.formatMessage({ id: 'topbar.clock.offset' }, { offset: formatGmtOffset(now) });
  return (
    <span ref={ref} className={className}>
      <span className="visually-hidden">{intl.formatMessage({ id: 'topbar.clock.label' })}</span>
      {hydrated ? (
        <time dateTime={now.toISOString()}>
          {offset} {formatLocalDateTime(now)}
        </time>
      ) : null}
    </span>
  );
}
