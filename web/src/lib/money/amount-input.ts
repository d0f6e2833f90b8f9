/**
 * An amount as a money field reads it (amount.ts: digits, a dot before at most two decimals), for a chip that
 * fills the field: whole amounts without the idle ".00", so what lands in the field reads the same in every
 * language ("500", never "500.00" under a chip that says "500,00").
 */
export function amountInputText(amount: string): string {
  return amount.trim().replace(/\.0*$/, '');
}
