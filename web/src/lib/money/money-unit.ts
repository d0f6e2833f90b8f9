// The platform's money unit (Site.currency: its symbol, "K" when it counts in thousands). Every amount is written
// with it, in components and in messages formatted outside React (field messages), so it is kept here, as the
// active language is in i18n/locale.ts, and set once by the app shell from the site's settings as they arrive.
let unit = '';

export function moneyUnit(): string {
  return unit;
}

export function setMoneyUnit(symbol: string): void {
  unit = symbol;
}
