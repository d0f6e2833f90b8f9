import { describe, expect, it } from 'vitest';
import { crc16, vietQrPayload } from '../vietqr';

/** The payload's top-level fields, by id (EMVCo: two-digit id, two-digit length, value). */
function fields(payload: string): Map<string, string> {
  const found = new Map<string, string>();
  for (let at = 0; at < payload.length; ) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    found.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return found;
}

describe('vietQrPayload', () => {
  it('checks with CRC-16/CCITT-FALSE, as EMVCo requires', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('names the bank by its NAPAS BIN, the account, the amount in đồng and the content, and ends with its CRC', () => {
    const payload = vietQrPayload({ bankName: 'Vietcombank', accountNumber: '0071 000 123456', amount: '500000.00', note: 'NAPK7Q2XM' });
    expect(payload).toBeDefined();
    const top = fields(payload ?? '');
    expect(top.get('00')).toBe('01');
    expect(top.get('01')).toBe('12');
    expect(top.get('38')).toBe('0010A000000727012700069704360113007100012345602' + '08QRIBFTTA');
    expect(top.get('53')).toBe('704');
    expect(top.get('54')).toBe('500000');
    expect(top.get('58')).toBe('VN');
    expect(top.get('62')).toBe('0809NAPK7Q2XM');
    expect(top.get('63')).toBe(crc16((payload ?? '').slice(0, -4)));
  });

  it('gives no code for a bank it cannot name', () => {
    expect(vietQrPayload({ bankName: 'Unknown Bank', accountNumber: '123', amount: '1', note: null })).toBeUndefined();
  });
});
