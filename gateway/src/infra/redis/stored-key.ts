import { createHash } from 'node:crypto';

/** A key for a shared Redis that carries no client data in readable form (addresses, usernames, numbers). */
export const storedKey = (key: string): string => createHash('sha256').update(key).digest('base64url').slice(0, 32);
