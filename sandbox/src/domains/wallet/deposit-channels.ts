import type { Localized } from '../../core/localized.js';

export const DEPOSIT_KINDS = ['BANK_TRANSFER', 'EWALLET', 'SCRATCH_CARD'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
export const EWALLET_PROVIDERS = ['MOMO', 'ZALOPAY', 'VIETTELPAY'] as const;
export type EwalletProvider = (typeof EWALLET_PROVIDERS)[number];
export const TELCOS = ['VIETTEL', 'MOBIFONE', 'VINAPHONE'] as const;
export type Telco = (typeof TELCOS)[number];

/** A merchant account players transfer into (bank transfer channel). */
export interface ReceivingAccount {
  bankAccountId: number;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  holder: string;
  branch: string;
}

export interface DepositChannel {
  channelId: number;
  kind: DepositKind;
  provider: EwalletProvider | null;
  name: Localized;
  minCents: number;
  maxCents: number;
  presetCents: readonly number[];
  /** Percent of a card's face value the telco keeps. */
  feeRate: number;
  tutorial: Localized;
  bankAccounts: readonly ReceivingAccount[] | null;
  telcos: readonly { telco: Telco; name: string; faceValueCents: readonly number[] }[] | null;
}

const UNIT = 100;
const units = (values: readonly number[]) => values.map((value) => value * UNIT);
const CARD_FACE_VALUES = units([10, 20, 50, 100, 200, 500]);

const BANK_TUTORIAL: Localized = {
  vi: '<ol><li>Chọn tài khoản nhận và nhập số tiền.</li><li>Chuyển khoản đúng số tiền vào tài khoản đã chọn.</li><li>Ghi <b>nội dung chuyển khoản</b> đúng mã đơn để được cộng tiền tự động.</li><li>Tiền vào ví chính sau khi ngân hàng xác nhận (thường 1–5 phút).</li></ol>',
  en: '<ol><li>Pick a receiving account and enter the amount.</li><li>Transfer exactly that amount to the chosen account.</li><li>Write the order code as the <b>transfer note</b> so the deposit is matched automatically.</li><li>The money reaches your main wallet once the bank confirms (usually 1–5 minutes).</li></ol>',
};

function ewalletTutorial(app: string): Localized {
  return {
    vi: `<ol><li>Nhập số tiền và tạo đơn.</li><li>Mở ứng dụng ${app}, quét mã QR hoặc bấm liên kết thanh toán.</li><li>Xác nhận thanh toán trong ${app}; tiền vào ví chính ngay sau đó.</li></ol>`,
    en: `<ol><li>Enter the amount and create the order.</li><li>Open ${app}, scan the QR code or tap the payment link.</li><li>Confirm the payment in ${app}; the money reaches your main wallet right after.</li></ol>`,
  };
}

const CARD_TUTORIAL: Localized = {
  vi: '<ol><li>Chọn nhà mạng và mệnh giá đúng với thẻ.</li><li>Nhập số seri và mã thẻ.</li><li>Thẻ được kiểm tra trong vài phút; chiết khấu nhà mạng 20% được trừ vào số tiền nhận.</li><li>Chọn sai mệnh giá có thể làm mất thẻ.</li></ol>',
  en: '<ol><li>Pick the carrier and the face value printed on the card.</li><li>Enter the serial number and the card PIN.</li><li>The card is checked within minutes; the carrier keeps 20%, the rest reaches your main wallet.</li><li>A wrong face value may forfeit the card.</li></ol>',
};

const RECEIVING_ACCOUNTS: readonly ReceivingAccount[] = [
  { bankAccountId: 11, bankCode: 'VCB', bankName: 'Vietcombank', accountNumber: '0071000888999', holder: 'CONG TY TNHH SAOLA', branch: 'Hồ Chí Minh' },
  { bankAccountId: 12, bankCode: 'TCB', bankName: 'Techcombank', accountNumber: '19036688886868', holder: 'CONG TY TNHH SAOLA', branch: 'Hà Nội' },
];

function ewallet(channelId: number, provider: EwalletProvider, vi: string, en: string, app: string, max: number): DepositChannel {
  return {
    channelId,
    kind: 'EWALLET',
    provider,
    name: { vi, en },
    minCents: 50 * UNIT,
    maxCents: max * UNIT,
    presetCents: units([50, 100, 200, 500, 1_000, 2_000]),
    feeRate: 0,
    tutorial: ewalletTutorial(app),
    bankAccounts: null,
    telcos: null,
  };
}

/** The merchant's deposit channels, in display order. */
export const DEPOSIT_CHANNELS: readonly DepositChannel[] = [
  {
    channelId: 1,
    kind: 'BANK_TRANSFER',
    provider: null,
    name: { vi: 'Chuyển khoản ngân hàng', en: 'Bank transfer' },
    minCents: 100 * UNIT,
    maxCents: 500_000 * UNIT,
    presetCents: units([100, 200, 500, 1_000, 5_000, 10_000]),
    feeRate: 0,
    tutorial: BANK_TUTORIAL,
    bankAccounts: RECEIVING_ACCOUNTS,
    telcos: null,
  },
  ewallet(2, 'MOMO', 'Ví MoMo', 'MoMo wallet', 'MoMo', 50_000),
  ewallet(3, 'ZALOPAY', 'Ví ZaloPay', 'ZaloPay wallet', 'ZaloPay', 50_000),
  ewallet(4, 'VIETTELPAY', 'ViettelPay', 'ViettelPay', 'ViettelPay (Viettel Money)', 20_000),
  {
    channelId: 5,
    kind: 'SCRATCH_CARD',
    provider: null,
    name: { vi: 'Thẻ cào điện thoại', en: 'Mobile scratch card' },
    minCents: 10 * UNIT,
    maxCents: 500 * UNIT,
    presetCents: CARD_FACE_VALUES,
    feeRate: 20,
    tutorial: CARD_TUTORIAL,
    bankAccounts: null,
    telcos: [
      { telco: 'VIETTEL', name: 'Viettel', faceValueCents: CARD_FACE_VALUES },
      { telco: 'MOBIFONE', name: 'Mobifone', faceValueCents: CARD_FACE_VALUES },
      { telco: 'VINAPHONE', name: 'Vinaphone', faceValueCents: CARD_FACE_VALUES },
    ],
  },
];

export function depositChannel(channelId: number): DepositChannel | undefined {
  return DEPOSIT_CHANNELS.find((channel) => channel.channelId === channelId);
}

/** The telco keeps `feeRate` percent of a card; the other channels keep nothing. */
export function depositFeeCents(channel: DepositChannel, amountCents: number): number {
  return Math.round((amountCents * channel.feeRate) / 100);
}
