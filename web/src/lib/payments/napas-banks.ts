/**
 * The NAPAS acquirer ids (BINs) VietQR names a bank by, keyed by the bank's name as platforms write it, folded
 * (lower case, letters and digits only). A bank missing here simply gets no QR code.
 */
const BINS: Readonly<Record<string, string>> = {
  vietcombank: '970436',
  techcombank: '970407',
  bidv: '970418',
  vietinbank: '970415',
  acb: '970416',
  mb: '970422',
  mbbank: '970422',
  vpbank: '970432',
  agribank: '970405',
  sacombank: '970403',
  tpbank: '970423',
  vib: '970441',
  shb: '970443',
  hdbank: '970437',
  ocb: '970448',
  seabank: '970440',
  eximbank: '970431',
  msb: '970426',
  lpbank: '970449',
  lienvietpostbank: '970449',
  namabank: '970428',
  bacabank: '970409',
  scb: '970429',
  abbank: '970425',
  pvcombank: '970412',
  kienlongbank: '970452',
  ncb: '970419',
  vietbank: '970433',
};

const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The bank's NAPAS BIN, or undefined when the name is not one VietQR knows here. */
export function napasBin(bankName: string): string | undefined {
  return BINS[fold(bankName)];
}
