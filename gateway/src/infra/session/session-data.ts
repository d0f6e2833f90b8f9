/** What the sealed cookie carries. The upstream token never leaves the gateway in any other form. */
export interface SessionData {
  /** The platform's bare session token. */
  token: string;
  memberId: string;
  account: string;
  /** The platform's numeric account type (4 = trial; 1, 2, 41, 42 = agent). */
  accountType: number;
  /** Set by a login that must change its password first; cleared by changePassword. */
  passwordChangeRequired?: boolean;
}

export function isSessionData(value: unknown): value is SessionData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.memberId === 'string' &&
    typeof v.account === 'string' &&
    typeof v.accountType === 'number' &&
    (v.passwordChangeRequired === undefined || typeof v.passwordChangeRequired === 'boolean')
  );
}
