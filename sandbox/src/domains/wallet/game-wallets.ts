import type { Localized } from '../../core/localized.js';
import type { SandboxStore } from '../../core/store.js';
/** Game wallets a member can move money into from the main wallet (accountTypeId 2). */
export const GAME_WALLETS: readonly { accountTypeId: number; name: string }[] = [
  { accountTypeId: 11, name: 'PG Soft' },
  { accountTypeId: 12, name: 'JILI' },
  { accountTypeId: 13, name: 'Pragmatic Play' },
  { accountTypeId: 21, name: 'SA Gaming' },
  { accountTypeId: 23, name: 'Evolution' },
  { accountTypeId: 31, name: 'SABA Sports' },
  { accountTypeId: 32, name: 'FB Sports' },
  { accountTypeId: 41, name: 'TCG Lottery' },
  { accountTypeId: 51, name: 'V8 Poker' },
  { accountTypeId: 61, name: 'JDB Fishing' },
];

export function gameWalletName(accountTypeId: number): string | undefined {
  return GAME_WALLETS.find((wallet) => wallet.accountTypeId === accountTypeId)?.name;
}

/** A game wallet as the lobby names its vendor (what the member saw), in both languages; else the wallet's name. */
export function gameWalletLabel(store: SandboxStore, wallet: { accountTypeId: number; name: string }): Localized {
  const vendor = store.data.games.vendors.find((candidate) => candidate.accountTypeId === wallet.accountTypeId);
  return vendor ? { ...vendor.displayName } : { vi: wallet.name, en: wallet.name };
}
