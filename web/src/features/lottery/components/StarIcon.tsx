import { FillableIcon } from '../../../components/icons/FillableIcon';

const star = 'M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z';

/** A star, filled for a favourite lottery game. */
export function StarIcon({ filled }: { filled: boolean }) {
  return <FillableIcon path={star} filled={filled} strokeWidth="1.6" />;
}
