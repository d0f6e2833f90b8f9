import type { CreateDepositInput, DepositChannel, DepositFilter, DepositOrder, UserError } from '../../../__generated__/schema-types.js';
import type { MoneyOrder } from '../../../infra/idempotency/index.js';
import { UpstreamError, calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import { connectionFromUpstreamPage, upstreamPageFor, type Connection, type ForwardPageArgs } from '../../relay/connection.js';
import { localIdOf } from '../../relay/global-id.js';
import { timeWindow } from '../../values/date-range.js';
import { toDecimal } from '../../values/decimal.js';
import { toCents } from '../../values/money.js';
import { required, userError } from '../../shared/user-errors.js';
import { toDepositChannel, toDepositOrder } from './deposit-mapping.js';
import { moneyCall } from './platform-refusal.js';
import type { PageValue } from '../../shared/page-values.js';
import type { DepositChannelValue, DepositOrderValue } from './upstream-shapes.js';
import { refused, type CreateDepositPayloadModel } from './wallet-models.js';
import type { WalletService } from './wallet-service.js';

const SERIAL = /^\d{10,15}$/;
const PIN = /^\d{12,15}$/;
const MAX_PAYER_NAME = 50;

type OrderBody = { value: Record<string, unknown> } | { error: UserError };

/** Deposit channels, orders and their status. Channels are read per member (the platform may tailor them). */
export class DepositService {
  private readonly channelList;

  constructor(
    private readonly platform: Platform,
    private readonly wallets: WalletService,
  ) {
    this.channelList = platform.memberLoader<DepositChannelValue[]>(calls.depositChannels);
  }

  async channels(): Promise<DepositChannel[]> {
    return (await this.channelValues()).map(toDepositChannel);
  }

  async channel(channelId: string): Promise<DepositChannel | null> {
    const value = (await this.channelValues()).find((channel) => String(channel.channelId) === channelId);
    return value ? toDepositChannel(value) : null;
  }

  async order(orderNo: string): Promise<DepositOrder | null> {
    try {
      return toDepositOrder(await this.platform.read<DepositOrderValue>(calls.depositOrder, { query: { orderNo } }));
    } catch (error) {
      // Unknown (or another member's) order: as good as absent.
      if (error instanceof UpstreamError && error.upstreamCode === 'request_param_err') return null;
      throw error;
    }
  }

  async orders(args: ForwardPageArgs, filter: DepositFilter | null | undefined): Promise<Connection<DepositOrder>> {
    const page = upstreamPageFor(args, 20);
    const value = await this.platform.read<PageValue<DepositOrderValue>>(calls.depositOrders, {
      query: { pageNum: page.pageNo, pageSize: page.pageSize, status: filter?.status ?? undefined, ...timeWindow(filter?.range) },
    });
    return connectionFromUpstreamPage(value.content.map(toDepositOrder), page, value.totalCount);
  }

  async create(input: CreateDepositInput, order: MoneyOrder): Promise<CreateDepositPayloadModel> {
    const empty = { deposit: null };
    const channelId = localIdOf('DepositChannel', input.channelId);
    const channel = (await this.channelValues()).find((value) => String(value.channelId) === channelId);
    if (channel === undefined) return refused(empty, userError('channelId', 'CHANNEL_UNAVAILABLE', 'This deposit channel is not available.'));
    const body = this.orderBody(channel, input, order.number);
    if ('error' in body) return refused(empty, body.error);
    const outcome = await moneyCall(() => this.platform.write<DepositOrderValue>(calls.createDepositOrder, body.value));
    if ('refusal' in outcome) return refused(empty, outcome.refusal);
    return { deposit: toDepositOrder(outcome.value), userErrors: [] };
  }

  private channelValues(): Promise<DepositChannelValue[]> {
    return this.wallets.viewer().then((viewer) => this.channelList.load(viewer.session.token));
  }

  /** The platform's order body, checked against the channel first so a request it would refuse is not sent. */
  private orderBody(channel: DepositChannelValue, input: CreateDepositInput, orderNo: string): OrderBody {
    const cents = toCents(input.amount);
    const bounds = { minAmount: toDecimal(channel.minAmount), maxAmount: toDecimal(channel.maxAmount) };
    if (cents < toCents(String(channel.minAmount))) return { error: userError('amount', 'AMOUNT_TOO_SMALL', 'The amount is below the minimum.', bounds) };
    if (cents > toCents(String(channel.maxAmount))) return { error: userError('amount', 'AMOUNT_TOO_LARGE', 'The amount is above the maximum.', bounds) };
    const base = { channelId: channel.channelId, amount: Number(input.amount), orderNo };
    if (channel.kind === 'SCRATCH_CARD') return this.cardBody(channel, input, base);
    if (channel.kind !== 'BANK_TRANSFER') return { value: base };
    const payerName = input.payerName?.trim() || undefined;
    if (payerName !== undefined && [...payerName].length > MAX_PAYER_NAME) {
      return { error: userError('payerName', 'TOO_LONG', `At most ${MAX_PAYER_NAME} characters.`, { maxLength: MAX_PAYER_NAME }) };
    }
    if (input.bankAccountId === null || input.bankAccountId === undefined) return { value: { ...base, payerName } };
    const bankAccountId = localIdOf('MerchantBankAccount', input.bankAccountId);
    const account = (channel.bankAccounts ?? []).find((value) => String(value.bankAccountId) === bankAccountId);
    if (account === undefined) return { error: userError('bankAccountId', 'INVALID_FORMAT', 'This account is not one of the channel\'s.') };
    return { value: { ...base, payerName, bankAccountId: account.bankAccountId } };
  }

  private cardBody(channel: DepositChannelValue, input: CreateDepositInput, base: Record<string, unknown>): OrderBody {
    const card = input.scratchCard;
    if (card === null || card === undefined) return { error: required('scratchCard', 'Enter the card.') };
    const telco = (channel.telcos ?? []).find((value) => value.telco === card.telco.trim().toUpperCase());
    if (telco === undefined) return { error: userError('scratchCard.telco', 'INVALID_FORMAT', 'This telco is not accepted.') };
    if (!telco.faceValues.some((value) => toCents(String(value)) === toCents(input.amount))) {
      return { error: userError('amount', 'INVALID_FORMAT', 'The amount must be one of the card face values.') };
    }
    const serial = card.serial.trim();
    const pin = card.pin.trim();
    if (!SERIAL.test(serial)) return { error: userError('scratchCard.serial', 'INVALID_FORMAT', 'The serial is 10 to 15 digits.', { minLength: 10, maxLength: 15 }) };
    if (!PIN.test(pin)) return { error: userError('scratchCard.pin', 'INVALID_FORMAT', 'The PIN is 12 to 15 digits.', { minLength: 12, maxLength: 15 }) };
    return { value: { ...base, telco: telco.telco, cardSerial: serial, cardPin: pin } };
  }
}
