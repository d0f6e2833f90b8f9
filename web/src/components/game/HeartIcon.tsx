import { FillableIcon } from '../icons/FillableIcon';

const heart =
  'M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z';

/** A heart, filled when the game is a favourite. */
export function HeartIcon({ filled }: { filled: boolean }) {
  return <FillableIcon path={heart} filled={filled} strokeWidth="1.8" />;
}
