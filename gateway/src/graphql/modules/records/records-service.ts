import type {
  AccountRecord,
  AccountRecordFilter,
  BetRecord,
  BetRecordFilter,
  BetTotals,
  BonusRecord,
  BonusRecordFilter,
  ProfitAndLoss,
  ProfitPeriod,
} from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import { connectionFromUpstreamPage, upstreamPageFor, type Connection, type ForwardPageArgs } from '../../relay/connection.js';
import { timeWindow } from '../../values/date-range.js';
import { toDecimal } from '../../values/decimal.js';
import { toAccountRecord, toBetRecord, toBetTotals, toBonusRecord, toGameTypeProfit } from './record-mapping.js';
import type { AccountRecordsValue, BetRecordsValue, BonusRecordsValue, ProfitLossValue } from './upstream-shapes.js';

const PAGE = 20;

/** The member's own reports: bets, money lines, profit and loss, bonuses. Private, never cached. */
export class RecordsService {
  constructor(private readonly platform: Platform) {}

  async betRecords(args: ForwardPageArgs, filter: BetRecordFilter | null | undefined): Promise<Connection<BetRecord> & { totals: BetTotals }> {
    const page = upstreamPageFor(args, PAGE);
    const value = await this.platform.read<BetRecordsValue>(calls.betRecords, {
      query: { pageNum: page.pageNo, pageSize: page.pageSize, gameType: filter?.gameType ?? undefined, status: filter?.status ?? undefined, ...timeWindow(filter?.range) },
    });
    return { ...connectionFromUpstreamPage(value.content.map(toBetRecord), page, value.totalCount), totals: toBetTotals(value.summary) };
  }

  async accountRecords(
    args: ForwardPageArgs,
    filter: AccountRecordFilter | null | undefined,
  ): Promise<Connection<AccountRecord> & { totalIn: string; totalOut: string }> {
    const page = upstreamPageFor(args, PAGE);
    const value = await this.platform.read<AccountRecordsValue>(calls.accountRecords, {
      query: { pageNum: page.pageNo, pageSize: page.pageSize, transType: filter?.type ?? undefined, status: filter?.status ?? undefined, ...timeWindow(filter?.range) },
    });
    return {
      ...connectionFromUpstreamPage(value.content.map(toAccountRecord), page, value.totalCount),
      totalIn: toDecimal(value.totalIn),
      totalOut: toDecimal(value.totalOut),
    };
  }

  async bonusRecords(args: ForwardPageArgs, filter: BonusRecordFilter | null | undefined): Promise<Connection<BonusRecord> & { totalAmount: string }> {
    const page = upstreamPageFor(args, PAGE);
    const value = await this.platform.read<BonusRecordsValue>(calls.bonusDetails, {
      query: { pageNum: page.pageNo, pageSize: page.pageSize, bonusType: filter?.type ?? undefined, status: filter?.status ?? undefined, ...timeWindow(filter?.range) },
    });
    return { ...connectionFromUpstreamPage(value.content.map(toBonusRecord), page, value.totalCount), totalAmount: toDecimal(value.totalAmount) };
  }

  async profitAndLoss(period: ProfitPeriod): Promise<ProfitAndLoss> {
    const value = await this.platform.read<ProfitLossValue>(calls.profitLoss, { query: { period } });
    const totals = toBetTotals(value.totals);
    return {
      period,
      from: value.startTime === null ? null : new Date(value.startTime).toISOString(),
      to: value.endTime === null ? null : new Date(value.endTime).toISOString(),
      ...totals,
      depositAmount: toDecimal(value.deposit),
      withdrawAmount: toDecimal(value.withdraw),
      bonusAmount: toDecimal(value.bonus),
      rebateAmount: toDecimal(value.rebate),
      profit: toDecimal(value.netProfit),
      byGameType: value.games.map(toGameTypeProfit),
    };
  }
}
