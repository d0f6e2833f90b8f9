import type { Contract } from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope } from '../../platform/request-scope.js';
import { fromGlobalId } from '../../relay/global-id.js';
import { isAgentType } from '../../roles/account-types.js';
import type { OwnTreeGuard } from '../../roles/own-tree-guard.js';
import { type ContractsService, isContractKind } from '../contracts/index.js';
import type { ListPageValue } from '../../shared/page-values.js';
import { parseDownlineId } from './downline-ids.js';
import type { DownlineValue } from './upstream-shapes.js';

/** An account of the viewer's tree, as the tree answered for it. */
export interface TreeAccount {
  accountId: number;
  account: string;
  /** 0 for the agent itself, 1 for a direct downline. */
  level: number;
  nickname: string | null;
}

/** The platform's largest page: a search through the tree reads it in as few calls as it allows. */
const SEARCH_PAGE = 100;
const CONTRACT_LOCAL_ID = /^([A-Z_]{1,20}):([1-9]\d{0,14})$/;

/**
 * The "own downline" role (`@ownTree`): whether an id names an account of the viewer's tree or a contract it is
 * party to, found by reading the viewer's own tree and contracts, never by trying an action. Answers are kept for
 * the request, so the resolver that follows reuses them without another call.
 */
export class OwnTree implements OwnTreeGuard {
  private readonly accounts = new Map<string, Promise<TreeAccount | undefined>>();
  private readonly contractsById = new Map<string, Promise<Contract | undefined>>();

  constructor(
    private readonly platform: Platform,
    private readonly scope: RequestScope,
    private readonly contracts: ContractsService,
  ) {}

  async owns(globalId: string): Promise<boolean> {
    const type = fromGlobalId(globalId)?.type;
    if (type === 'Downline') return (await this.account(globalId)) !== undefined;
    if (type === 'Contract') return (await this.contract(globalId)) !== undefined;
    return false;
  }

  account(globalId: string): Promise<TreeAccount | undefined> {
    let found = this.accounts.get(globalId);
    if (found === undefined) {
      found = this.findAccount(globalId);
      this.accounts.set(globalId, found);
    }
    return found;
  }

  contract(globalId: string): Promise<Contract | undefined> {
    let found = this.contractsById.get(globalId);
    if (found === undefined) {
      found = this.findContract(globalId);
      this.contractsById.set(globalId, found);
    }
    return found;
  }

  private async findAccount(globalId: string): Promise<TreeAccount | undefined> {
    const ref = parseDownlineId(globalId);
    const session = await this.scope.session.get();
    if (ref === undefined || session === null || !isAgentType(session.accountType)) return undefined;
    if (String(ref.accountId) === session.memberId) {
      return ref.account.toLowerCase() === session.account.toLowerCase() ? { accountId: ref.accountId, account: session.account, level: 0, nickname: null } : undefined;
    }
    // The platform searches the agent's own tree by part of a username; the exact account must be among the hits.
    for (let pageNo = 1; ; pageNo += 1) {
      const page = await this.platform.read<ListPageValue<DownlineValue>>(calls.downlineList, {
        query: { account: ref.account, pageNo, pageSize: SEARCH_PAGE },
      });
      const hit = page.list.find((row) => row.id === ref.accountId && row.account.toLowerCase() === ref.account.toLowerCase());
      if (hit) return { accountId: hit.id, account: hit.account, level: hit.level, nickname: hit.nickname?.trim() || null };
      if (pageNo >= page.totalPages) return undefined;
    }
  }

  private async findContract(globalId: string): Promise<Contract | undefined> {
    const parsed = fromGlobalId(globalId);
    const match = parsed?.type === 'Contract' ? CONTRACT_LOCAL_ID.exec(parsed.id) : null;
    const kind = match?.[1];
    if (kind === undefined || !isContractKind(kind) || match?.[2] === undefined) return undefined;
    return this.contracts.find(kind, Number(match[2]));
  }
}
