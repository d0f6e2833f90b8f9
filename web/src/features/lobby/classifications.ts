import type { GameCategory, Language } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-id';

/** The platform's classification codes the lobby names; an unknown code is shown as it comes. */
const classificationMessages: Record<string, MessageId> = {
  SLOT: 'gameLobby.classification.SLOT',
  JP: 'gameLobby.classification.JP',
  TG: 'gameLobby.classification.TG',
  AC: 'gameLobby.classification.AC',
  BINGO: 'gameLobby.classification.BINGO',
  BACCARAT: 'gameLobby.classification.BACCARAT',
  SICBO: 'gameLobby.classification.SICBO',
  ROULETTE: 'gameLobby.classification.ROULETTE',
  DRAGON_TIGER: 'gameLobby.classification.DRAGON_TIGER',
  BLACKJACK: 'gameLobby.classification.BLACKJACK',
  THREE_CARD_POKER: 'gameLobby.classification.THREE_CARD_POKER',
  XOC_DIA: 'gameLobby.classification.XOC_DIA',
  FAN_TAN: 'gameLobby.classification.FAN_TAN',
  NIUNIU: 'gameLobby.classification.NIUNIU',
  FISH_PRAWN_CRAB: 'gameLobby.classification.FISH_PRAWN_CRAB',
  ZJH: 'gameLobby.classification.ZJH',
  CARD: 'gameLobby.classification.CARD',
  POKER: 'gameLobby.classification.POKER',
  MB: 'gameLobby.classification.MB',
  MT: 'gameLobby.classification.MT',
  MN: 'gameLobby.classification.MN',
  SIEUTOC: 'gameLobby.classification.SIEUTOC',
  DIENTOAN: 'gameLobby.classification.DIENTOAN',
  TH: 'gameLobby.classification.TH',
  LA: 'gameLobby.classification.LA',
  MY: 'gameLobby.classification.MY',
  SG: 'gameLobby.classification.SG',
  SEAFAST: 'gameLobby.classification.SEAFAST',
};

export function classificationMessage(code: string): MessageId | null {
  return classificationMessages[code.toUpperCase()] ?? null;
}

export const categoryMessages: Record<GameCategory, MessageId> = {
  RNG: 'gameLobby.category.RNG',
  FISH: 'gameLobby.category.FISH',
  LIVE: 'gameLobby.category.LIVE',
  PVP: 'gameLobby.category.PVP',
  COCKFIGHT: 'gameLobby.category.COCKFIGHT',
  ESPORTS: 'gameLobby.category.ESPORTS',
  SPORTS: 'gameLobby.category.SPORTS',
  ELOTT: 'gameLobby.category.ELOTT',
  LOTT: 'gameLobby.category.LOTT',
};

// The slots lobby leads with its own tabs in the spec's order: jackpot, table games, arcade (then bingo).
const RNG_ORDER = ['SLOT', 'JP', 'TG', 'AC', 'BINGO'];

/**
 * The classification tabs of a lane: the lane's own list, the slots tabs in lobby order, and the bingo tab only
 * where the site speaks Tagalog (spec 001 §2: "a bingo tab appears only if the TY language is supported").
 * A lane with a single classification needs no tabs.
 */
export function classificationTabs(
  category: GameCategory,
  classifications: readonly string[],
  languages: readonly Language[],
): string[] {
  const bingo = languages.includes('TL');
  const tabs = classifications.filter((code) => bingo || code.toUpperCase() !== 'BINGO');
  if (category === 'RNG') {
    const rank = (code: string) => {
      const index = RNG_ORDER.indexOf(code.toUpperCase());
      return index === -1 ? RNG_ORDER.length : index;
    };
    tabs.sort((a, b) => rank(a) - rank(b));
  }
  return tabs.length > 1 ? tabs : [];
}
