export interface AgentAnnouncementValue {
  id: number;
  title: string;
  content: string;
  publishedAt: number;
  pinned: boolean;
}

export interface AgentReferralValue {
  affiliateCode: string;
  domain: string | null;
}

export interface TeamOverviewValue {
  teamSize: number;
  directDownlines: number;
  subAgents: number;
  members: number;
  newMembers: number;
  activeMembers: number;
  teamBalance: number;
  betCount: number;
  betAmount: number;
  validBet: number;
  winLoss: number;
  depositCount: number;
  depositAmount: number;
  withdrawCount: number;
  withdrawAmount: number;
}

export interface DownlineValue {
  id: number;
  account: string;
  nickname?: string | null;
  type: number;
  isAgent: boolean;
  level: number;
  uplineId: number | null;
  uplineAccount?: string | null;
  regDate?: number | null;
  lastLoginAt?: number | null;
  balance?: number | null;
  directDownlines: number;
  teamSize: number;
}

export interface BetTotalsValue {
  betCount: number;
  betAmount: number;
  validBet: number;
  winLoss: number;
}

export interface TeamBetRowValue extends BetTotalsValue {
  id?: number;
  account?: string;
  level?: number;
  date?: string;
  gameType?: string;
}

export interface TeamBetReportValue {
  summary: BetTotalsValue;
  list: TeamBetRowValue[];
  totalCount: number;
}

export interface TeamTransactionValue {
  id: number;
  orderNo?: string | null;
  accountId: number;
  account: string;
  type: string;
  amount: number;
  status: string;
  createdAt: number;
  remark?: string | null;
}

export interface TeamTransactionsValue {
  summary: { count: number; totalIn: number; totalOut: number };
  list: TeamTransactionValue[];
  totalCount: number;
}

export interface DownlineTransferValue {
  orderNo: string;
  sender: { id: number; account: string; nickname?: string | null };
  recipient: { id: number; account: string; nickname?: string | null };
  amount: number;
  remark?: string | null;
  balance: number;
  createdAt: number;
}

/** A registration with `login: false`: the new account, no session. */
export interface RegisteredAccountValue {
  id: number;
  userName: string;
  customerType: number;
}
