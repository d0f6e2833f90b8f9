import { merchantWalletRoute } from './merchant-wallet.js';
import { uplineTransferRoute } from './upline-transfer.js';
import { walletTransferRoute } from './wallet-transfer.js';

export const fundsRoutes = [merchantWalletRoute, walletTransferRoute, uplineTransferRoute];
