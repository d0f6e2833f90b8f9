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
  regDate?: number | null;
}

export interface BalanceValue {
  sumBalance: number | string;
  currency?: string;
  currencySymbol?: string;
}
