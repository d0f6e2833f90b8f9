import { useIntl } from 'react-intl';
import { setBottomNavShown, useBottomNavShown } from './bottom-nav-shown';

/** Shows or hides the header's category bar (spec 000 §2); it controls the bar of id `bottom-nav`. */
export function BottomNavToggle({ className }: { className?: string }) {
  const intl = useIntl();
  const shown = useBottomNavShown();
  return (
    <button
      type="button"
      className={className}
      aria-controls="bottom-nav"
      aria-expanded={shown}
      data-testid="bottom-nav-toggle"
      onClick={() => setBottomNavShown(!shown)}
    >
      {intl.formatMessage({ id: shown ? 'navigation.toggle.hide' : 'navigation.toggle.show' })}
    </button>
  );
}
