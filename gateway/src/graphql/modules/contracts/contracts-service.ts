import type { Contract, ContractKind, ContractStatus, RealTimeSalaryPeriod } from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope } from '../../platform/request-scope.js';
import { connectionFromUpstreamPage, upstreamPageFor, type Connection, type ForwardPageArgs } from '../../relay/connection.js';
import { isAgentType } from '../../roles/account-types.js';
import { toDecimal } from '../../values/decimal.js';
import { CONTRACT_KINDS, KIND_ORDER } from './contract-kinds.js';
import { toContract } from './contract-mapping.js';
import type { ListPageValue } from '../../shared/page-values.js';
import type { ConsolidatedValue, ContractValue, RealTimeSalaryValue } from './upstream-shapes.js';

const PAGE = 20;
/** The platform's largest page: lookups through a whole list read it in as few calls as it allows. */
const LOOKUP_PAGE = 100;

export interface RealTimeSalaryModel {
  contract: Contract | null;
  periodMinutes: number;
  lastSettledAt: string | null;
  nextSettlementAt: string | null;
  totalSalary: string;
  todaySalary: string;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/**
 * Contracts as the viewer sees them: its own (offers to answer, contracts held) from the consolidated funds call,
 * read once per request, and the ones it offered its downlines.
 */
export class ContractsService {
  private consolidatedRead: Promise<ConsolidatedValue> | undefined;
  private readonly salaryReads = new Map<string, Promise<RealTimeSalaryValue>>();

  constructor(
    private readonly platform: Platform,
    private readonly scope: RequestScope,
  ) {}

  consolidated(): Promise<ConsolidatedValue> {
    this.consolidatedRead ??= this.platform.read<ConsolidatedValue>(calls.consolidatedContracts);
    return this.consolidatedRead;
  }

  /** After an answer changed the viewer's contracts, later fields of the request read them again. */
  forgetConsolidated(): void {
    this.consolidatedRead = undefined;
  }

  async requests(): Promise<Contract[]> {
    const [value, viewerId] = await Promise.all([this.consolidated(), this.viewerId()]);
    return KIND_ORDER.flatMap((kind) => (value[CONTRACT_KINDS[kind].requestsKey] as ContractValue[] | null | undefined) ?? []).map((contract) =>
      toContract(contract, viewerId),
    );
  }

  async held(): Promise<Contract[]> {
    const [value, viewerId] = await Promise.all([this.consolidated(), this.viewerId()]);
    return KIND_ORDER.flatMap((kind) => {
      const held = value[CONTRACT_KINDS[kind].heldKey] as ContractValue | null | undefined;
      return held ? [toContract(held, viewerId)] : [];
    });
  }

  /** The kinds the viewer holds an active contract of: the agent centre's switched pages follow them. */
  async heldKinds(): Promise<ContractKind[]> {
    return (await this.held()).map((contract) => contract.kind);
  }

  async offered(kind: ContractKind | null | undefined, status: ContractStatus | null | undefined, args: ForwardPageArgs): Promise<Connection<Contract>> {
    const page = upstreamPageFor(args, PAGE);
    const [value, viewerId] = await Promise.all([this.offeredPage(kind, status, page.pageNo, page.pageSize), this.viewerId()]);
    return connectionFromUpstreamPage(
      value.list.map((contract) => toContract(contract, viewerId)),
      page,
      value.totalCount,
    );
  }

  /**
   * A contract the viewer is party to, or undefined: one it was offered or holds (consolidated), else, for an
   * agent, one it offered (its own list of that kind, read page by page). Reads only, never an action.
   */
  async find(kind: ContractKind, contractId: number): Promise<Contract | undefined> {
    const [value, viewerId] = await Promise.all([this.consolidated(), this.viewerId()]);
    const table = CONTRACT_KINDS[kind];
    const mine = [...((value[table.requestsKey] as ContractValue[] | null | undefined) ?? []), value[table.heldKey] as ContractValue | null | undefined];
    const own = mine.find((contract) => contract?.contractId === contractId);
    if (own) return toContract(own, viewerId);
    if (!(await this.viewerIsAgent())) return undefined;
    for (let pageNo = 1; ; pageNo += 1) {
      const page = await this.offeredPage(kind, null, pageNo, LOOKUP_PAGE);
      const offered = page.list.find((contract) => contract.contractId === contractId);
      if (offered) return toContract(offered, viewerId);
      if (pageNo >= page.totalPages) return undefined;
    }
  }

  /** The figures come with the platform's first page of periods: the page read when `periods` is asked the default. */
  async realTimeSalary(): Promise<RealTimeSalaryModel> {
    const [value, viewerId] = await Promise.all([this.salaryPage({}), this.viewerId()]);
    return {
      contract: value.contract ? toContract(value.contract, viewerId) : null,
      periodMinutes: value.periodMinutes,
      lastSettledAt: iso(value.lastSettledAt),
      nextSettlementAt: iso(value.nextSettlementAt),
      totalSalary: toDecimal(value.totalSalary),
      todaySalary: toDecimal(value.todaySalary),
    };
  }

  async realTimeSalaryPeriods(args: ForwardPageArgs): Promise<Connection<RealTimeSalaryPeriod>> {
    const page = upstreamPageFor(args, PAGE);
    const value = await this.salaryPage(args);
    const periods = value.periods.list.map((period) => ({
      periodStart: new Date(period.periodStart).toISOString(),
      periodEnd: new Date(period.periodEnd).toISOString(),
      validBet: toDecimal(period.validBet),
      winLoss: toDecimal(period.winLoss),
      rate: toDecimal(period.rate),
      salary: toDecimal(period.salary),
    }));
    return connectionFromUpstreamPage(periods, page, value.periods.totalCount);
  }

  /** One platform read per page and request: the figures and the default page of periods share theirs. */
  private salaryPage(args: ForwardPageArgs): Promise<RealTimeSalaryValue> {
    const page = upstreamPageFor(args, PAGE);
    const key = `${page.pageNo}:${page.pageSize}`;
    let read = this.salaryReads.get(key);
    if (read === undefined) {
      read = this.platform.read<RealTimeSalaryValue>(calls.realTimeSalary, { query: { pageNo: page.pageNo, pageSize: page.pageSize } });
      this.salaryReads.set(key, read);
    }
    return read;
  }

  async viewerId(): Promise<string> {
    return (await this.scope.session.get())?.memberId ?? '';
  }

  private async viewerIsAgent(): Promise<boolean> {
    const session = await this.scope.session.get();
    return session !== null && isAgentType(session.accountType);
  }

  private offeredPage(kind: ContractKind | null | undefined, status: ContractStatus | null | undefined, pageNo: number, pageSize: number) {
    return this.platform.read<ListPageValue<ContractValue>>(calls.downlineContracts, {
      query: { contractType: kind ? CONTRACT_KINDS[kind].wire : undefined, status: status ?? undefined, pageNo, pageSize },
    });
  }
}
