/** Up to this width the centre is a menu screen and full-width pages (MemberCentrePanel.module.css agrees). */
export const phoneWidthQuery = '(max-width: 720px)';

export function isPhoneWidth(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(phoneWidthQuery).matches;
}
