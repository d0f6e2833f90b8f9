import { useOverlays } from './overlay-context';

/** Opens registration over the page at hand (a trial's way out keeps it: the page stays where it was). */
export function useOpenRegister(): () => void {
  const { open } = useOverlays();
  return () => open({ kind: 'register', affiliate: null, referralCode: null });
}
