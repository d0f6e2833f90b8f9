import { defineRoute } from '../../core/route-registry.js';
import { MAIN_WALLET } from '../../core/accounts.js';
import { GAME_WALLETS } from './game-wallets.js';
import { flpData } from '../member-book/funds-lottery-points-books.js';

/** The merchant's wallet mode; in transfer mode it also lists the wallets money can move between. */
export const merchantWalletRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  moduleId: 'FUNDTRANS3',
  token: true,
  handle: ({ store }) => {
    const { isSingle } = flpData(store).merchantWallet;
    return {
      isSingle,
      mainAccountTypeId: MAIN_WALLET,
      gameWallets: isSingle ? [] : GAME_WALLETS.map((wallet) => ({ ...wallet })),
    };
  },
});
