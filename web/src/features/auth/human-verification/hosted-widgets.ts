import type { MountWidget } from './widget-types';

/**
 * Cloudflare Turnstile and Google reCAPTCHA, for merchants who use them. Their scripts come from the services
 * themselves (no package exists to bundle), so this file is not exercised offline; the gateway's CSP allows
 * their origins (script-src and frame-src) for the provider a merchant configures (hosted-origins.ts).
 */
interface HostedApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number;
  remove?(id: string | number): void;
  reset?(id: string | number): void;
}

const scripts = {
  TURNSTILE: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
  RECAPTCHA: { src: 'https://www.google.com/recaptcha/api.js?render=explicit', global: 'grecaptcha' },
} as const;

const loading = new Map<string, Promise<HostedApi>>();

function loadApi(provider: keyof typeof scripts): Promise<HostedApi> {
  const { src, global } = scripts[provider];
  const api = () => (window as unknown as Record<string, HostedApi | undefined>)[global];
  let promise = loading.get(provider);
  if (promise === undefined) {
    promise = new Promise<HostedApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onerror = () => reject(new Error(`${provider} did not load`));
      // reCAPTCHA defines its render function a moment after the script runs.
      script.onload = () => {
        const started = Date.now();
        const poll = () => {
          const ready = api();
          if (ready?.render) resolve(ready);
          else if (Date.now() - started > 10_000) reject(new Error(`${provider} did not start`));
          else window.setTimeout(poll, 50);
        };
        poll();
      };
      document.head.append(script);
    });
    // A failed load may be retried by the next form that opens.
    promise.catch(() => loading.delete(provider));
    loading.set(provider, promise);
  }
  return promise;
}

export const mountHostedWidget: MountWidget = async (container, { setup, locale, onSolved, onCleared }) => {
  if (setup.provider === 'ALTCHA' || !setup.siteKey) throw new Error('no site key for a hosted challenge');
  const api = await loadApi(setup.provider);
  const box = document.createElement('div');
  container.append(box);
  const id = api.render(box, {
    sitekey: setup.siteKey,
    callback: onSolved,
    'expired-callback': onCleared,
    'error-callback': onCleared,
    // Both take the page's language code; reCAPTCHA calls it hl.
    ...(setup.provider === 'TURNSTILE' ? { language: locale } : { hl: locale }),
  });
  return () => {
    api.remove?.(id);
    box.remove();
  };
};
