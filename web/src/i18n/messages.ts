import type { Locale } from './locale';
import type { MessageId } from './message-id';
import vi from './messages/vi.json';

// Every catalogue has vi.json's keys; a test enforces it for the files this type cannot see.
export type Messages = Record<MessageId, string>;

/** The default language ships in the main chunk: most visitors need no extra download before rendering. */
export const defaultMessages: Messages = vi;

// The other languages load as one small chunk each, only when chosen.
const loaders = import.meta.glob<Messages>(['./messages/*.json', '!./messages/vi.json'], { import: 'default' });

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'vi') return defaultMessages;
  const load = loaders[`./messages/${locale}.json`];
  if (!load) throw new Error(`No messages for locale ${locale}`);
  return load();
}
