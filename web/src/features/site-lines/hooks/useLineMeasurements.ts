import { useCallback, useEffect, useRef, useState } from 'react';
import { measureLine, type LineMeasurement, type ProbeOptions } from '../line-probe';

export interface LineMeasurements {
  /** Each line's result as it arrives; a line not in it is still being measured. */
  results: ReadonlyMap<string, LineMeasurement>;
  measuring: boolean;
  remeasure: () => void;
}

interface Round {
  key: string;
  round: number;
  results: ReadonlyMap<string, LineMeasurement>;
}

const NONE: ReadonlyMap<string, LineMeasurement> = new Map();

/** Times every line at once when mounted (the switcher's dialog opening) and again on request. */
export function useLineMeasurements(origins: readonly string[], probe: ProbeOptions = {}): LineMeasurements {
  const [round, setRound] = useState(0);
  const [latest, setLatest] = useState<Round | null>(null);
  // The probe options are fixed for the dialog's life; a ref keeps them out of the effect's dependencies.
  const probeRef = useRef(probe);
  const key = origins.join(' ');

  useEffect(() => {
    let current = true;
    for (const origin of key === '' ? [] : key.split(' ')) {
      void measureLine(origin, probeRef.current).then((measurement) => {
        // A result of an earlier round (or of a closed dialog) is not this round's.
        if (!current) return;
        setLatest((previous) => {
          const results = previous?.key === key && previous.round === round ? previous.results : NONE;
          return { key, round, results: new Map(results).set(origin, measurement) };
        });
      });
    }
    return () => {
      current = false;
    };
  }, [key, round]);

  const remeasure = useCallback(() => setRound((value) => value + 1), []);
  const results = latest?.key === key && latest.round === round ? latest.results : NONE;
  return { results, measuring: results.size < origins.length, remeasure };
}
