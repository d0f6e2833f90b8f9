/** Value shapes of the platform's account calls (upstream-protocol.md section 4). */
export interface LoginValue {
  token: string;
  id: number | string;
  userName?: string;
  customerType?: number;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
}

export interface MemberInfoValue {
  id: number | string;
  account: string;
  nickname?: string | null;
  type: number;
  clubLabel?: { labelName?: string; rankLevel?: number } | null;
  memberLabel?: { labelName?: string }[] | null;
  toUpline?: boolean | null;
  regDate?: number | null;
}

export interface BalanceValue {
  sumBalance: number | string;
  /** Available balance per wallet (accountTypeId 2 is the main wallet). */
  balance?: { accountTypeId: number; availBalance: number | string }[] | null;
  currency?: string;
  currencySymbol?: string;
}
