/** "+84" whether the platform sent "84" or "+84". */
export function formatDialingCode(dialingCode: string): string {
  return `+${dialingCode.replace(/^\+/, '')}`;
}
