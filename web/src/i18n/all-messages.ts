import { getActiveLocale, type Locale } from './locale';
import { loadMessages, type Messages } from './messages';

interface WholeCatalogue {
  locale: Locale;
  messages: Messages;
}

let whole: WholeCatalogue | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** The default language's whole catalogue once loaded (LocaleProvider reads it with useSyncExternalStore). */
export function wholeCatalogue(): WholeCatalogue | undefined {
  return whole;
}

export function subscribeWholeCatalogue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Resolves once the active language's whole catalogue is loaded. Only the default language starts with part of
 * its texts (messages.ts); a failed download is tried again by the next caller.
 */
export function ensureAllMessages(): Promise<void> {
  const locale = getActiveLocale();
  if (locale !== 'vi' || whole?.locale === locale) return Promise.resolve();
  loading ??= loadMessages(locale).then(
    (messages) => {
      whole = { locale, messages };
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A lazy part of the app: its code and the texts it shows arrive together. */
export function withAllMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), ensureAllMessages()]).then(([module]) => module);
}
