/** Vietnamese banks a member can bind a receiving account at (the withdraw page's bank list). */
export const BANKS: readonly { bankCode: string; bankName: string }[] = [
  { bankCode: 'VCB', bankName: 'Vietcombank' },
  { bankCode: 'TCB', bankName: 'Techcombank' },
  { bankCode: 'BIDV', bankName: 'BIDV' },
  { bankCode: 'VTB', bankName: 'VietinBank' },
  { bankCode: 'ACB', bankName: 'ACB' },
  { bankCode: 'MB', bankName: 'MB Bank' },
  { bankCode: 'VPB', bankName: 'VPBank' },
  { bankCode: 'TPB', bankName: 'TPBank' },
  { bankCode: 'STB', bankName: 'Sacombank' },
  { bankCode: 'AGR', bankName: 'Agribank' },
  { bankCode: 'SHB', bankName: 'SHB' },
  { bankCode: 'HDB', bankName: 'HDBank' },
];

export function bankName(bankCode: string): string {
  return BANKS.find((bank) => bank.bankCode === bankCode)?.bankName ?? bankCode;
}

/** Account numbers leave the sandbox masked to their last 4 digits. */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}
