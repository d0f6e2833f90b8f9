import { PlatformError } from '../../protocol/errors.js';

/**
 * The agency group's refusals. Guards are HTTP 403 (the gateway maps them to FORBIDDEN / NEED_REAL_ACCOUNT);
 * invalid input is 400 `request_param_err`; expected business outcomes are HTTP 200 with success false, as the
 * platform answers a wrong password. See docs/agency.md.
 */
export const agencyErrors = {
  notAgent: () => new PlatformError(403, 'not.agent', 'Not an agent'),
  needRealAccount: () => new PlatformError(403, 'need.real.account', 'Please use a real account'),
  param: (message: string, value?: unknown) => PlatformError.of('requestParam', { message, value }),
  bodyRequired: () => PlatformError.of('requestBody'),
  insufficientBalance: () => new PlatformError(200, 'balance.insufficient', 'Insufficient balance'),
  paymentPasswordWrong: () => new PlatformError(200, 'PAYMENT_PASSWORD_ERROR', 'Incorrect payment password'),
  paymentPasswordUnset: () => new PlatformError(200, 'payment.password.unset', 'Please set a payment password first'),
  pendingOfferExists: (contractId: number) =>
    new PlatformError(200, 'contract.pending.exists', 'An offer of this kind is already waiting for this downline', { contractId }),
  contractStatus: (status: string) =>
    new PlatformError(200, 'contract.status.invalid', `The contract is ${status} and cannot take this action`, { status }),
  downlineRateHigher: (value: unknown) =>
    new PlatformError(200, 'contract.downline.rate.higher', 'A higher-rate downline contract exists; going ahead ends it', value),
  withdrawalConfirmed: (status: string) =>
    new PlatformError(200, 'withdrawal.already.confirmed', 'This withdrawal has already been confirmed', { status }),
  withdrawalAutoReceived: () =>
    new PlatformError(200, 'withdrawal.confirm.expired', 'Withdrawal not confirmed within the set time counts as received', { status: 'AUTO_RECEIVED' }),
};
