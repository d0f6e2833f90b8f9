/** The registration page with the code (spec 000 section 2: the register page reads `referralCode`). */
export function invitationLink(visitorOrigin: string, code: string): string {
  const url = new URL('/register', visitorOrigin);
  url.searchParams.set('referralCode', code);
  return url.href;
}

/**
 * The link as a QR code: an SVG data URL, small and sharp at any size. Error correction M survives a
 * screenshot's compression or a crease in a printout.
 */
export async function invitationQrCode(link: string): Promise<string> {
  // Loaded on the first invitation a member or agent opens: most requests never draw a QR code.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
