import en from '../i18n/messages/en.json';
import vi from '../i18n/messages/vi.json';
import type { Messages } from '../i18n/messages';

// Tests load catalogues synchronously; the app loads them as separate chunks.
export const testMessages: Record<'en' | 'vi', Messages> = { en, vi };
