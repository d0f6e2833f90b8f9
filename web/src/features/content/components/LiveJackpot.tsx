import { useLiveJackpot } from '../live-jackpot';

/** The jackpot stream, loaded after the first paint (the first-paint budget): renders nothing. */
export function LiveJackpot() {
  useLiveJackpot();
  return null;
}
