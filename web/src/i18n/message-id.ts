import type vi from './messages/vi.json';

/** A key of the message catalogue; vi.json is the reference every locale must match. */
export type MessageId = keyof typeof vi;
