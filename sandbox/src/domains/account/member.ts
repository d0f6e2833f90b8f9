import { PlatformError } from '../../protocol/errors.js';
import { defineRoute } from '../../core/route-registry.js';
import type { Account } from '../../core/accounts.js';

/** 0901234567 → 090****567. */
export function maskMobile(mobile: string): string {
  return mobile.length <= 6 ? '****' : `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
}

function memberInfo(account: Account) {
  return {
    id: account.id,
    account: account.account,
    nickname: account.nickname,
    type: account.type,
    toUpline: account.uplineId !== null,
    clubLabel: { ...account.clubLabel },
    memberLabel: account.memberLabels.map((labelName) => ({ labelName })),
    regDate: account.regDate,
    mobile: account.mobile === '' ? null : maskMobile(account.mobile),
  };
}

export const memberRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/member/info',
    moduleId: 'COMM3',
    token: true,
    handle: ({ store, session }) => {
      const account = store.accountById(session.accountId);
      if (account === undefined) throw PlatformError.of('sessionDead');
      return memberInfo(account);
    },
  }),
];
