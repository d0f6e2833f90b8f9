import { createDepositOrderRoute } from './deposit-order-create.js';
import { depositReadRoutes } from './deposit-reads.js';
import { setPaymentPasswordRoute } from './payment-password-set.js';
import { bindWithdrawAccountRoute } from './withdraw-account-bind.js';
import { withdrawRoute } from './withdraw-create.js';
import { withdrawInfoRoute } from './withdraw-info.js';
import { withdrawOrdersRoute } from './withdraw-orders.js';

/** Deposit channels and orders, bound accounts, the payment password and withdrawals (docs/funds.md). */
export const cashierRoutes = [
  ...depositReadRoutes,
  createDepositOrderRoute,
  withdrawInfoRoute,
  setPaymentPasswordRoute,
  bindWithdrawAccountRoute,
  withdrawRoute,
  withdrawOrdersRoute,
];
