/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The kind of account, from the platform's account type number. */
export type AccountType =
  /** An agent (types 1, 2, 41, 42): a player with an agent centre, a downline team and contracts. */
  | 'AGENT'
  /** A player's account (type 0 or 3): plays, deposits, withdraws. */
  | 'MEMBER'
  /**
   * A free-play (trial) account (type 4): plays with play money; everything marked `@auth(requires: REAL_ACCOUNT)`
   * answers NEED_REAL_ACCOUNT.
   */
  | 'TRIAL';

/** A lobby category. ESPORTS and COCKFIGHT are split out of the platform's SPORTS lane by the gateway. */
export type GameCategory =
  /** Cockfighting books (split out of the platform's sports lane). */
  | 'COCKFIGHT'
  /** Vendors' electronic lotteries (fast draws). */
  | 'ELOTT'
  /** E-sports books (split out of the platform's sports lane). */
  | 'ESPORTS'
  /** Fishing (shooting) games. */
  | 'FISH'
  /** Live casino with human dealers. */
  | 'LIVE'
  /** The platform's own Vietnamese and SEA lotteries (see lotteryMenus). */
  | 'LOTT'
  /** Card games played against other players, in rooms. */
  | 'PVP'
  /** Slot and other RNG (random number) games. */
  | 'RNG'
  /** Sports books. */
  | 'SPORTS';

/** Where a login comes from: the player site, or the agent entry (refuses non-agents). */
export type LoginEntry =
  /** The agent entry: refuses an account that is not an agent with NOT_AGENT. */
  | 'AGENT'
  /** The player site's login form: any member, agent or trial account. */
  | 'PLAYER';

/** Login by username and password. */
export type LoginInput = {
  /** The text of the captcha image, when a previous attempt demanded it (see requestCaptcha). */
  captcha?: string | null | undefined;
  /**
   * The solved human-verification challenge (site.loginOptions.humanVerification): the ALTCHA widget's payload, or the
   * Turnstile or reCAPTCHA token. Each answers one request.
   */
  challenge?: string | null | undefined;
  /** Which login form asks; AGENT refuses non-agents. */
  entry?: LoginEntry | null | undefined;
  /** The account's password, sent as typed (TLS protects it; the gateway neither logs nor keeps it). */
  password: string;
  /** The account's login name. */
  username: string;
};

/**
 * Why a mutation refused its input, in `userErrors[].code`: an expected outcome the user can correct, not a GraphQL
 * error. Mutations list the codes they may answer.
 */
export type UserErrorCode =
  /** The account may not log in (suspended or not a member account). */
  | 'ACCOUNT_LOCKED'
  /** Registration needs the member to confirm being of legal age. */
  | 'AGE_NOT_CONFIRMED'
  /** An application for this promotion is still under review, or was already approved (today's, for daily ones). */
  | 'ALREADY_APPLIED'
  /** This raffle ticket or reward was already claimed. */
  | 'ALREADY_CLAIMED'
  /** This withdrawal was already confirmed with another answer. */
  | 'ALREADY_CONFIRMED'
  /** The username, mobile or email is already registered. */
  | 'ALREADY_EXISTS'
  /** Money: the amount is above the channel's or the withdrawal's maximum; see details.maxAmount. */
  | 'AMOUNT_TOO_LARGE'
  /** Money: the amount is below the channel's or the withdrawal's minimum; see details.minAmount. */
  | 'AMOUNT_TOO_SMALL'
  /** The captcha answer is wrong or the captcha expired; read a new one. */
  | 'CAPTCHA_INVALID'
  /** The platform wants a captcha with this attempt (after failed logins): read a captcha and send its answer. */
  | 'CAPTCHA_REQUIRED'
  /** This scratch card was already used. */
  | 'CARD_ALREADY_USED'
  /** The deposit channel is closed or unknown. */
  | 'CHANNEL_UNAVAILABLE'
  /** The SMS verification code has expired; request a new one. */
  | 'CODE_EXPIRED'
  /** The confirmation window passed: the withdrawal counts as received. */
  | 'CONFIRMATION_EXPIRED'
  /** The downline already has an offer of this kind waiting for its answer. */
  | 'CONTRACT_PENDING_EXISTS'
  /** The contract's status does not allow this answer (e.g. accepting a rejected one). */
  | 'CONTRACT_STATUS_INVALID'
  /** Today's withdrawals would exceed the daily amount; see details.maxAmount for what is left. */
  | 'DAILY_AMOUNT_LIMIT'
  /** No more withdrawals today; see details.dailyCount. */
  | 'DAILY_COUNT_LIMIT'
  /**
   * The downline-rate rule (spec 001 sections 4, 8): going ahead would end higher-rate contracts given further down
   * (listed in the payload's `affectedContracts`). Send the input again with `confirmDownlineRateRule: true` (an
   * offer: with a new idempotencyKey, since it is a new submission) to go ahead. An offer then goes to the downline,
   * who is warned in turn when it accepts; the listed contracts end when it does.
   */
  | 'DOWNLINE_RATE_HIGHER'
  /** The promotion has ended. */
  | 'ENDED'
  /** The feature is switched off for this site. */
  | 'FEATURE_DISABLED'
  /** A file is larger than allowed; see details.maxBytes. */
  | 'FILE_TOO_LARGE'
  /** Money: the source wallet holds less than the amount; see details.maxAmount. */
  | 'INSUFFICIENT_BALANCE'
  /** Points: the member holds fewer points than the redemption or conversion costs; see details.maxPoints. */
  | 'INSUFFICIENT_POINTS'
  /** The SMS verification code is wrong. */
  | 'INVALID_CODE'
  /** The login name and password (or SMS code) do not match an account. Deliberately does not say which was wrong. */
  | 'INVALID_CREDENTIALS'
  /** Not an email address. */
  | 'INVALID_EMAIL'
  /**
   * The field's value has the wrong form (characters, pattern, or a value not among the offered ones);
   * details.patternId names the pattern when there is one.
   */
  | 'INVALID_FORMAT'
  /** The invitation (referral) code names no agent or member of the merchant. */
  | 'INVALID_INVITATION_CODE'
  /** Not a mobile number of the chosen country; details.digits says how many digits it needs. */
  | 'INVALID_MOBILE'
  /** A real name (account holder, payee): letters without diacritics, its words separated by spaces (spec 000 section 5). */
  | 'INVALID_REAL_NAME'
  /** A confirmation field differs from its original (password, payment password). */
  | 'MISMATCH'
  /** An agent-entry login by an account that is not an agent. */
  | 'NOT_AGENT'
  /**
   * The platform does not allow this action for this account now (e.g. a setting that may be set only once); the
   * message says which.
   */
  | 'NOT_ALLOWED'
  /** Contracts are offered to direct downlines only. */
  | 'NOT_DIRECT_DOWNLINE'
  /** The member's VIP level is outside the promotion's range. */
  | 'NOT_ELIGIBLE'
  /** The id names nothing the member can act on (an unknown reward, message or promotion). */
  | 'NOT_FOUND'
  /** The promotion has not started yet. */
  | 'NOT_STARTED'
  /** The agent holds no contract of this kind to pass on. */
  | 'NO_CONTRACT_TO_PASS_ON'
  /** The account has no upline to transfer to. */
  | 'NO_UPLINE'
  /** Points mall: the reward's stock is below the quantity asked; see details.limit (what is left). */
  | 'OUT_OF_STOCK'
  /** A proof image is needed for this answer. */
  | 'PROOF_REQUIRED'
  /** Too many attempts or sends; see details.retryAfterSeconds. */
  | 'RATE_LIMITED'
  /** The rate is above what the agent may pass on (its own contract's rate, or the platform's ceiling); see details.maxRate. */
  | 'RATE_TOO_HIGH'
  /** The receiving account is unknown (or not the member's). */
  | 'RECEIVING_ACCOUNT_INVALID'
  /** The member already has as many receiving accounts as allowed; see details.limit. */
  | 'RECEIVING_ACCOUNT_LIMIT'
  /** The platform refused for a business reason it gave no code for; `message` carries its words, in English. */
  | 'REJECTED'
  /** The field is empty and must be filled. */
  | 'REQUIRED'
  /** The merchant runs a single wallet: there is nothing to transfer between wallets. */
  | 'SINGLE_WALLET_MODE'
  /** Registration needs the terms accepted. */
  | 'TERMS_NOT_ACCEPTED'
  /** A number (points, quantity) above its upper bound; details say which (maxPoints, limit). */
  | 'TOO_LARGE'
  /** More characters than allowed; see details.maxLength. */
  | 'TOO_LONG'
  /** More files than allowed; see details.maxFiles. */
  | 'TOO_MANY_FILES'
  /** Too many deposit orders are still waiting; see details.limit. */
  | 'TOO_MANY_PENDING'
  /** Fewer characters than allowed; see details.minLength. */
  | 'TOO_SHORT'
  /** A number (points, quantity) below its lower bound; details say which (minPoints, limit). */
  | 'TOO_SMALL'
  /** Turnover is still required before withdrawing; see details.remainingTurnover. */
  | 'TURNOVER_REQUIRED'
  /** A file is not of an accepted type (png or jpg, judged by its bytes). */
  | 'UNSUPPORTED_FILE_TYPE'
  /**
   * The human-verification challenge (site.loginOptions.humanVerification) is missing, wrong, expired or was already
   * used: solve a new one.
   */
  | 'VERIFICATION_REQUIRED'
  /** The member's VIP level is below what the reward or promotion needs; see details.minVipLevel. */
  | 'VIP_LEVEL_TOO_LOW'
  /**
   * Too many wrong passwords (withdraw password, or the login password setting the first one) for this account
   * lately: every call that checks one is refused, without asking the platform, until details.retryAfterSeconds.
   */
  | 'WITHDRAW_PASSWORD_LOCKED'
  /** A withdrawal or a receiving-account change needs a withdraw password, and none is set yet. */
  | 'WITHDRAW_PASSWORD_NOT_SET'
  /** The withdraw password given is not the member's. */
  | 'WITHDRAW_PASSWORD_WRONG'
  /** The promotion is not taken this way (a claim of a promotion that needs an application, or the other way round). */
  | 'WRONG_CLAIM_MODE';

export type IntegratorGamesQueryVariables = Exact<{
  category: GameCategory;
  first: number;
  after?: string | null | undefined;
}>;


export type IntegratorGamesQuery = { games: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, name: string, vendorCode: string } }> } };

export type IntegratorLobbyQueryVariables = Exact<{ [key: string]: never; }>;


export type IntegratorLobbyQuery = { site: { currency: { code: string, symbol: string } | null }, gameLanes: Array<{ category: GameCategory, vendors: Array<{ code: string, name: string, maintenance: boolean }> }> };

export type IntegratorLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type IntegratorLoginMutation = { login: { captchaRequired: boolean, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }>, viewer: { member: { id: string, nickname: string, accountType: AccountType } } | null } };

export type IntegratorWalletQueryVariables = Exact<{ [key: string]: never; }>;


export type IntegratorWalletQuery = { viewer: { member: { nickname: string }, wallet: { sumBalance: string, mainBalance: string, currency: string | null } } | null };


export const IntegratorGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IntegratorGames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameCategory"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"games"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vendorCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IntegratorGamesQuery, IntegratorGamesQueryVariables>;
export const IntegratorLobbyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IntegratorLobby"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"gameLanes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"vendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}}]}}]}}]}}]} as unknown as DocumentNode<IntegratorLobbyQuery, IntegratorLobbyQueryVariables>;
export const IntegratorLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IntegratorLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captchaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IntegratorLoginMutation, IntegratorLoginMutationVariables>;
export const IntegratorWalletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IntegratorWallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sumBalance"}},{"kind":"Field","name":{"kind":"Name","value":"mainBalance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]} as unknown as DocumentNode<IntegratorWalletQuery, IntegratorWalletQueryVariables>;