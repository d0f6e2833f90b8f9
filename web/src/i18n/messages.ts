import type { Locale } from './locale';
import type { MessageId } from './message-id';

// Every catalogue has vi.json's keys; a test enforces it for the files this type cannot see.
export type Messages = Record<MessageId, string>;

// One chunk per language, so a visitor downloads only the texts of the language in use.
const loaders = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = loaders[`./messages/${locale}.json`];
  if (!load) throw new Error(`No messages for locale ${locale}`);
  return load();
}
