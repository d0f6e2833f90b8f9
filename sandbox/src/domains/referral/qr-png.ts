import QRCode from 'qrcode';

/** A QR code PNG of a link (download pages), drawn by the sandbox rather than fetched. */
export function renderQrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
