import { useEffect } from 'react';
import { useLiveFigures } from './live-figures';

export type LiveFigure = 'balance' | 'counts';

/**
 * The header's streams, loaded after the first paint (the first-paint budget): renders nothing, and tells the
 * header which of its figures' streams was refused, so it reads that figure itself.
 */
export function HeaderLiveFigures({ onRefused }: { onRefused: (figure: LiveFigure) => void }) {
  const { balance, counts } = useLiveFigures(true);
  useEffect(() => {
    if (!balance) onRefused('balance');
  }, [balance, onRefused]);
  useEffect(() => {
    if (!counts) onRefused('counts');
  }, [counts, onRefused]);
  return null;
}
