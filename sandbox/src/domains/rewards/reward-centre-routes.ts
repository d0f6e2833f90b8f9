import { defineRoute } from '../../core/route-registry.js';
import { pointsBalanceOf } from '../member-book/member-book.js';
import type { RewardItem } from '../member-book/member-book.js';
import { localize } from '../../core/localized.js';
import type { Language } from '../../protocol/headers.js';
import { answerOnce } from '../../core/answer-once.js';
import { addPoints, mainWallet } from '../member-book/funds-lottery-points-books.js';
import { settledBook } from '../wallet/member-book-settle.js';
import { recordRewardPayout } from './reward-payouts.js';
import { invalidParam } from '../../core/business-error.js';
import { pageOf, pageRequest } from '../../core/paging.js';
import { jsonBody, queryChoice, requiredId } from '../../core/request-input.js';
import { sessionAccount } from '../../core/session-account.js';
import { moneyValue } from '../../core/money.js';

const STATUSES: readonly RewardItem['status'][] = ['UNCLAIMED', 'CLAIMED'];

function rewardItemValue(item: RewardItem, language: Language) {
  return {
    rewardId: item.rewardId,
    source: item.source,
    sourceId: item.sourceId,
    title: localize(item.title, language),
    kind: item.kind,
    amount: moneyValue(item.amountCents),
    points: item.points,
    status: item.status,
    createdAt: item.createdAt,
    claimedAt: item.claimedAt,
  };
}

/** The header's count next to the avatar: unclaimed items of the reward centre. */
export const rewardCountRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/MCSFE_getRewardCount',
  moduleId: 'REWCEN3',
  token: true,
  handle: ({ store, session }) =>
    settledBook(store, sessionAccount(store, session)).rewards.filter((item) => item.status === 'UNCLAIMED').length,
});

export const rewardListRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/MCSFE_getRewardList',
  moduleId: 'REWCEN3',
  token: true,
  handle: ({ store, session, query, language }) => {
    const paging = pageRequest(query);
    const status = queryChoice(query.status, 'status', STATUSES);
    const book = settledBook(store, sessionAccount(store, session));
    const items = book.rewards
      .filter((item) => status === undefined || item.status === status)
      .sort((left, right) => right.createdAt - left.createdAt || right.rewardId - left.rewardId);
    return pageOf(items.map((item) => rewardItemValue(item, language)), paging);
  },
});

/** Pays one reward-centre item: cash to the main wallet, or points. Claiming it again answers the first claim. */
export const claimRewardRoute = defineRoute({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimReward',
  moduleId: 'REWCEN3',
  token: true,
  handle: (call) => {
    const { store, session, language } = call;
    const rewardId = requiredId(jsonBody(call), 'rewardId');
    const account = sessionAccount(store, session);
    const book = settledBook(store, account);
    const item = book.rewards.find((reward) => reward.rewardId === rewardId);
    if (item === undefined) throw invalidParam(`Unknown rewardId ${rewardId}`);
    return answerOnce(store, `${account.id}:rewardClaim`, String(rewardId), {}, () => {
      const now = store.clock.now();
      if (item.kind === 'CASH') {
        mainWallet(account).availCents += item.amountCents;
        recordRewardPayout(store, account, item);
      } else addPoints(store, book, 'REWARD', item.points, now, `RW${item.rewardId}`);
      item.status = 'CLAIMED';
      item.claimedAt = now;
      return {
        ...rewardItemValue(item, language),
        availBalance: moneyValue(mainWallet(account).availCents),
        pointsBalance: pointsBalanceOf(book),
      };
    });
  },
});
