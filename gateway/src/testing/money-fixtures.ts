import { randomBytes } from 'node:crypto';
import type { GraphqlReply } from './graphql-replies.js';

/** A fresh idempotency key, as the web makes one per submission. */
export const newKey = (): string => `test-${randomBytes(9).toString('base64url')}`;

export const errorCode = (reply: GraphqlReply): string | undefined => reply.body.errors?.[0]?.extensions?.code;

export const WALLET_FIELDS = 'id sumBalance mode mainWalletId mainBalance heldAmount vendorWallets { walletId name balance }';

export const TRANSFER = /* GraphQL */ `
  mutation Transfer($input: TransferBetweenWalletsInput!) {
    transferBetweenWallets(input: $input) {
      transfer { orderNo fromWalletId toWalletId amount createdAt }
      wallet { ${WALLET_FIELDS} }
      userErrors { field code message details { maxAmount } }
    }
  }
`;

export const ALL_TO_MAIN = /* GraphQL */ `
  mutation AllToMain($input: TransferAllToMainInput!) {
    transferAllToMain(input: $input) {
      transfers { orderNo fromWalletId toWalletId amount }
      movedAmount
      wallet { ${WALLET_FIELDS} }
      userErrors { field code }
    }
  }
`;

export const TO_UPLINE = /* GraphQL */ `
  mutation ToUpline($input: TransferToUplineInput!) {
    transferToUpline(input: $input) {
      transfer { orderNo sender recipient recipientNickname amount note createdAt }
      wallet { sumBalance mainBalance }
      userErrors { field code }
    }
  }
`;

export const WALLET = `{ viewer { wallet { ${WALLET_FIELDS} } member { hasUpline } } }`;

export const CREATE_DEPOSIT = /* GraphQL */ `
  mutation Deposit($input: CreateDepositInput!) {
    createDeposit(input: $input) {
      deposit { id orderNo channelKind channelName provider amount fee creditAmount status createdAt payTo { bankName accountNumber } transferAmount transferNote paymentUrl qrCodeText }
      userErrors { field code details { minAmount maxAmount limit } }
    }
  }
`;

export const SET_WITHDRAW_PASSWORD = /* GraphQL */ `
  mutation SetWithdrawPassword($input: SetWithdrawPasswordInput!) {
    setWithdrawPassword(input: $input) { withdrawalRules { hasWithdrawPassword } userErrors { field code } }
  }
`;

export const BIND_ACCOUNT = /* GraphQL */ `
  mutation Bind($input: BindReceivingAccountInput!) {
    bindReceivingAccount(input: $input) { receivingAccount { id bankName accountNumber holderName } userErrors { field code details { limit } } }
  }
`;

export const WITHDRAW = /* GraphQL */ `
  mutation Withdraw($input: WithdrawInput!) {
    withdraw(input: $input) {
      withdrawal { id orderNo amount status receivingAccount { bankName accountNumber } }
      wallet { mainBalance heldAmount sumBalance }
      userErrors { field code details { minAmount maxAmount remainingTurnover dailyCount } }
    }
  }
`;

export const CONFIRM = /* GraphQL */ `
  mutation Confirm($input: ConfirmWithdrawalInput!) {
    confirmWithdrawal(input: $input) {
      confirmation { id orderNo amount status receivedAmount remainingAmount proofImageCount }
      userErrors { field code details { maxFiles maxBytes } }
    }
  }
`;

export const SET_AVATAR = `mutation($input: SetAvatarInput!) { setAvatar(input: $input) { member { avatarUrl } userErrors { code } } }`;
