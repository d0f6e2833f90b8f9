import { useIntl } from 'react-intl';
import { useNow } from '../../../lib/hooks/useNow';
import { formatCountdown, nextDrawAt, type DrawSchedule } from '../draw-schedule';
import styles from './LotteryMenuSection.module.css';

/** The time left until a game's next draw (issue 32 item 8), ticking each second; nothing when the schedule cannot say. */
export function DrawCountdown({ schedule }: { schedule: DrawSchedule }) {
  const intl = useIntl();
  const now = useNow(1000);
  const next = nextDrawAt(schedule, now);
  if (next === null) return null;
  return (
    <span role="timer" className={styles.countdown} data-testid="lottery-countdown">
      <time dateTime={new Date(next).toISOString()}>{formatCountdown(intl, next - now)}</time>
    </span>
  );
}
