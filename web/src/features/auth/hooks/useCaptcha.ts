import { useCallback, useRef, useState } from 'react';
import { useRequestCaptcha } from '../mutations/useRequestCaptcha';

// Spec 000 §9: a captcha refresh at most once a second.
export const captchaRefreshIntervalMs = 1000;

/** The current captcha image (a data: URL) and a throttled refresh. */
export function useCaptcha() {
  const { requestCaptcha, loading } = useRequestCaptcha();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const lastRefresh = useRef(Number.NEGATIVE_INFINITY);

  /** `force` skips the throttle: after a failed attempt the old image is spent and a new one is needed. */
  const refresh = useCallback(async (force = false) => {
    const now = Date.now();
    if (!force && now - lastRefresh.current < captchaRefreshIntervalMs) return;
    lastRefresh.current = now;
    try {
      const payload = await requestCaptcha();
      setImage(payload.image ?? null);
      setFailed(!payload.image);
    } catch {
      // The field stays usable: clicking the placeholder asks again.
      setFailed(true);
    }
  }, [requestCaptcha]);

  const hide = useCallback(() => setImage(null), []);

  return { image, failed, loading, refresh, hide };
}
