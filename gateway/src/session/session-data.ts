/** What the sealed cookie carries. The upstream token never leaves the gateway in any other form. */
export interface SessionData {
  /** The platform's bare session token. */
  token: string;
  memberId: string;
  account: string;
  /** The platform's numeric account type (4 = trial; 1, 2, 41, 42 = agent). */
  accountType: number;
}

export function isSessionData(value: unknown): value is SessionData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.memberId === 'string' &&
    typeof v.account === 'string' &&
    typeof v.accountType === 'number'
  );
}
