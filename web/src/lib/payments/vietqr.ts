import { napasBin } from './napas-banks';

/** One EMVCo field: its id, its length in two digits, its value. */
const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as EMVCo's field 63 requires, in four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A transfer's content as banks carry it: no diacritics, letters, digits and spaces only, at most 25 characters. */
const plainNote = (note: string) =>
  note
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .slice(0, 25);

export interface VietQrTransfer {
  bankName: string;
  accountNumber: string;
  /** In đồng; a whole number (VND has no minor unit in transfers). */
  amount: string;
  note: string | null;
}

/**
 * The VietQR payload (NAPAS's EMVCo merchant-presented QR, service "transfer to account") every Vietnamese bank app
 * scans to fill in a transfer: the bank, the account, the amount and the content. Undefined for a bank it cannot name.
 */
export function vietQrPayload({ bankName, accountNumber, amount, note }: VietQrTransfer): string | undefined {
  const bin = napasBin(bankName);
  const account = accountNumber.replace(/\s/g, '');
  if (bin === undefined || !/^[0-9A-Za-z]{1,19}$/.test(account)) return undefined;
  const beneficiary = field('00', bin) + field('01', account);
  const merchant = field('00', 'A000000727') + field('01', beneficiary) + field('02', 'QRIBFTTA');
  const wholeAmount = Math.round(Number(amount));
  const content = note ? plainNote(note) : '';
  const payload =
    field('00', '01') +
    field('01', wholeAmount > 0 ? '12' : '11') +
    field('38', merchant) +
    field('53', '704') +
    (wholeAmount > 0 ? field('54', String(wholeAmount)) : '') +
    field('58', 'VN') +
    (content ? field('62', field('08', content)) : '') +
    '6304';
  return payload + crc16(payload);
}
