import { useCallback, useState } from 'react';
import type { HumanVerificationSetup } from './widget-types';

/**
 * A form's human-verification step: the proof the widget handed over, spent by the next request. Each proof
 * answers one request (the gateway refuses a replay), so spending it also asks for a new widget (`generation`).
 */
export function useHumanVerification(setup: HumanVerificationSetup | null | undefined) {
  const [response, setResponse] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // "Please complete verification first": shown from a refused submit until the visitor solves the challenge.
  const [missing, setMissing] = useState(false);
  const required = setup != null;

  const onSolved = useCallback((proof: string) => {
    setResponse(proof);
    setMissing(false);
  }, []);
  const onCleared = useCallback(() => setResponse(null), []);

  /** The fields a request carries, or null (and the message shown) when a required challenge is unsolved. */
  const spend = useCallback((): { challenge?: string } | null => {
    if (response === null) {
      if (!required) return {};
      setMissing(true);
      return null;
    }
    setResponse(null);
    setGeneration((current) => current + 1);
    return { challenge: response };
  }, [response, required]);

  /** The gateway refused the proof (expired, used): the visitor solves a new one. */
  const refused = useCallback(() => {
    setResponse(null);
    setMissing(true);
    setGeneration((current) => current + 1);
  }, []);

  return { setup: setup ?? null, required, solved: response !== null, missing, generation, onSolved, onCleared, spend, refused };
}

export type HumanVerificationState = ReturnType<typeof useHumanVerification>;
