/** Value shapes of the platform's wallet and funds calls (sandbox/docs/funds.md, funds-lottery-points.md, agency.md). */
export type Amount = number | string;

export interface MerchantWalletValue {
  isSingle: boolean;
  mainAccountTypeId?: number;
  gameWallets?: { accountTypeId: number; name: string }[] | null;
}

export interface WalletTransferValue {
  orderNo: string;
  fromAccountTypeId: number;
  toAccountTypeId: number;
  amount: Amount;
  createdAt: number;
}

export interface UplineTransferValue {
  orderNo: string;
  sender: string;
  recipient: string;
  recipientNickname?: string | null;
  amount: Amount;
  note?: string | null;
  createdAt: number;
}

export interface BankAccountValue {
  bankAccountId: number;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  holder: string;
  branch?: string | null;
}

export interface DepositChannelValue {
  channelId: number;
  kind: 'BANK_TRANSFER' | 'EWALLET' | 'SCRATCH_CARD';
  provider: string | null;
  name: string;
  minAmount: Amount;
  maxAmount: Amount;
  presetAmounts: Amount[];
  feeRate: Amount;
  tutorial?: string | null;
  bankAccounts?: BankAccountValue[] | null;
  telcos?: { telco: string; name: string; faceValues: Amount[] }[] | null;
}

export interface DepositOrderValue {
  orderNo: string;
  channelId: number;
  kind: DepositChannelValue['kind'];
  provider: string | null;
  channelName: string;
  amount: Amount;
  fee: Amount;
  creditAmount: Amount;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  remark?: string | null;
  createdAt: number;
  settledAt?: number | null;
  instructions?: {
    bankAccount?: BankAccountValue | null;
    transferNote?: string | null;
    payUrl?: string | null;
    qrText?: string | null;
    expiresAt?: number | null;
  } | null;
}


export interface WithdrawAccountValue {
  accountId: number;
  bankCode?: string | null;
  bankName: string;
  accountNumber: string;
  holder: string;
  createdAt?: number | null;
}

export interface WithdrawInfoValue {
  paymentPasswordSet: boolean;
  accounts: WithdrawAccountValue[];
  maxAccounts: number;
  banks: { bankCode: string; bankName: string }[];
  minAmount: Amount;
  maxAmount: Amount;
  dailyCountLimit: number;
  dailyCountUsed: number;
  dailyAmountLimit: Amount;
  dailyAmountUsed: Amount;
  turnoverRequired: Amount;
  turnoverDone: Amount;
  turnoverRemaining: Amount;
  availableBalance: Amount;
  heldAmount: Amount;
}

export interface WithdrawOrderValue {
  orderNo: string;
  accountId: number;
  bankName: string;
  accountNumber: string;
  holder: string;
  amount: Amount;
  status: 'PENDING' | 'PAID' | 'REFUSED';
  remark?: string | null;
  createdAt: number;
  settledAt?: number | null;
}

export interface WithdrawalConfirmationValue {
  id: number;
  orderNo: string;
  amount: Amount;
  requestedAt: number;
  deadline: number;
  status: 'AWAITING' | 'RECEIVED' | 'NOT_RECEIVED' | 'PARTIAL' | 'AUTO_RECEIVED';
  confirmedAt?: number | null;
  receivedAmount?: Amount | null;
  remainingAmount?: Amount | null;
  proofImageCount?: number | null;
  payerName?: string | null;
  bankName?: string | null;
  bankAccount?: string | null;
}

export interface WithdrawalConfirmListValue {
  autoReceiveMinutes: number;
  list: WithdrawalConfirmationValue[];
  history: WithdrawalConfirmationValue[];
}

/** The balance call's per-wallet part (the sum is read by the account module). */
export interface WalletBalancesValue {
  balance?: { accountTypeId: number; availBalance: Amount }[] | null;
}
