/** The member's invitation: code and switch as the platform answered them; link and QR code are built from them. */
export interface ReferralModel {
  code: string;
  enabled: boolean;
}
