import type { Locale } from './locale';
import type { MessageId } from './message-id';
import viFirstPaint from './messages/vi.json?first-paint';

// Every catalogue has vi.json's keys; a test enforces it for the files this type cannot see.
export type Messages = Record<MessageId, string>;

/**
 * The default language's texts for the first paint (the chrome, the home page, the states any page shows) ship in
 * the main chunk; its other texts load with the first lazy part of the app (all-messages.ts).
 */
export const firstPaintMessages: Partial<Messages> = viFirstPaint;

const viRest = () => import('./messages/vi.json?rest').then((module) => module.default);

// The other languages load as one chunk each, only when chosen. (A build serves each message as its compiled ICU
// syntax tree rather than its text, vite-plugins/message-split.ts; react-intl takes either.)
const loaders = import.meta.glob<Messages>(['./messages/*.json', '!./messages/vi.json'], { import: 'default', query: '?whole' });

/** A language's whole catalogue. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'vi') return { ...viFirstPaint, ...(await viRest()) } as Messages;
  const load = loaders[`./messages/${locale}.json`];
  if (!load) throw new Error(`No messages for locale ${locale}`);
  return load();
}

/** What a language needs before the first paint: the default language's first-paint part, another's whole catalogue. */
export async function loadFirstPaintMessages(locale: Locale): Promise<Partial<Messages>> {
  return locale === 'vi' ? firstPaintMessages : loadMessages(locale);
}
