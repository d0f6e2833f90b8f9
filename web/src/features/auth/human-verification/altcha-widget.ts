// The external build keeps its proof-of-work worker in a file of its own: the site's CSP allows scripts and
// workers from 'self' only, which the default build's blob: workers would break.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { MountWidget } from './widget-types';

// The challenges the gateway issues use PBKDF2/SHA-256 (gateway/src/infra/human-verification/altcha-verifier.ts).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** ALTCHA's own catalogues for our locales; Tagalog has none, so it shows the English words. */
const catalogues: Record<string, () => Promise<unknown>> = {
  vi: () => import('altcha/i18n/vi'),
  zh: () => import('altcha/i18n/zh-cn'),
  ja: () => import('altcha/i18n/ja'),
  th: () => import('altcha/i18n/th'),
  id: () => import('altcha/i18n/id'),
};
const altchaLanguage: Record<string, string> = { zh: 'zh-cn' };

export const mountAltcha: MountWidget = async (container, { locale, fetchChallenge, onSolved, onCleared }) => {
  await catalogues[locale]?.();
  const challenge = await fetchChallenge();
  if (challenge === null) throw new Error('no ALTCHA challenge');
  const widget = document.createElement('altcha-widget');
  const solved = (event: Event) => {
    const { payload } = (event as CustomEvent<{ payload?: string }>).detail;
    if (payload) onSolved(payload);
  };
  const changed = (event: Event) => {
    if ((event as CustomEvent<{ state?: string }>).detail.state !== 'verified') onCleared();
  };
  widget.addEventListener('verified', solved);
  widget.addEventListener('statechange', changed);
  // Configured before it connects: its methods (configure) exist only after its `load` event.
  widget.setAttribute('language', altchaLanguage[locale] ?? locale);
  widget.setAttribute('configuration', JSON.stringify({ challenge: JSON.parse(challenge) as unknown, hideFooter: true }));
  container.append(widget);
  return () => {
    widget.removeEventListener('verified', solved);
    widget.removeEventListener('statechange', changed);
    widget.remove();
  };
};
