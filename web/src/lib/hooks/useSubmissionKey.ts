import { useCallback, useRef } from 'react';

/**
 * The idempotency key of a money form (architecture §2): made when the form is first submitted, kept for every
 * retry or double click of that same submission (so the gateway answers them all with the first answer), and
 * dropped after a success or any edit, so the next submission is a new request.
 */
export function useSubmissionKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => {
    key.current ??= crypto.randomUUID();
    return key.current;
  }, []);
  const renew = useCallback(() => {
    key.current = null;
  }, []);
  return { current, renew };
}
