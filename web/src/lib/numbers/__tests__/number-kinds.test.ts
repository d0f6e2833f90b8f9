import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../../i18n/locale';
import { formatMoney } from '../../money/format-money';
import { formatPercent, formatPoints } from '../format-numbers';

// Issue 32 item 2: one formatter per kind, in every language of the site. Money carries the platform's unit (here
// "K", a platform counting in thousands), points are a grouped count, percentages use the language's decimal mark.
const expected: Record<Locale, { money: string; bound: string; points: string; pointFraction: string; rate: string; fee: string }> = {
  vi: { money: '1.551,50 K', bound: '500.000,00 K', points: '2.949', pointFraction: '31.900,5', rate: '0,3%', fee: '20%' },
  en: { money: '1,551.50 K', bound: '500,000.00 K', points: '2,949', pointFraction: '31,900.5', rate: '0.3%', fee: '20%' },
  zh: { money: '1,551.50 K', bound: '500,000.00 K', points: '2,949', pointFraction: '31,900.5', rate: '0.3%', fee: '20%' },
  ja: { money: '1,551.50 K', bound: '500,000.00 K', points: '2,949', pointFraction: '31,900.5', rate: '0.3%', fee: '20%' },
  th: { money: '1,551.50 K', bound: '500,000.00 K', points: '2,949', pointFraction: '31,900.5', rate: '0.3%', fee: '20%' },
  tl: { money: '1,551.50 K', bound: '500,000.00 K', points: '2,949', pointFraction: '31,900.5', rate: '0.3%', fee: '20%' },
  id: { money: '1.551,50 K', bound: '500.000,00 K', points: '2.949', pointFraction: '31.900,5', rate: '0,3%', fee: '20%' },
};

// The unit follows the figure after a no-break space, so it never wraps onto a line of its own.
const spaced = (text: string) => text.replace(' ', '\u00a0');

describe.each(locales)('numbers in %s', (locale) => {
  const want = expected[locale];

  it('writes money grouped, with two decimals and the unit', () => {
    expect(formatMoney('1551.5', locale, 'K')).toBe(spaced(want.money));
    expect(formatMoney('500000.00', locale, 'K')).toBe(spaced(want.bound));
  });

  it('writes points grouped, with decimals only where they have them', () => {
    expect(formatPoints(2949, locale)).toBe(want.points);
    expect(formatPoints('31900.50', locale)).toBe(want.pointFraction);
    expect(formatPoints(100, locale, { signed: true })).toBe('+100');
    expect(formatPoints(-100, locale)).toBe('-100');
  });

  it("writes percentages with the language's decimal mark and no idle zeros", () => {
    expect(formatPercent('0.30', locale)).toBe(want.rate);
    expect(formatPercent('20.00', locale)).toBe(want.fee);
  });
});

describe('number formatters', () => {
  it('write money without a unit when the platform names none', () => {
    expect(formatMoney('100', 'vi', '')).toBe('100,00');
  });

  it('show a value they cannot read as it came, never NaN', () => {
    expect(formatMoney('n/a', 'en', 'K')).toBe('n/a');
    expect(formatPoints('n/a', 'en')).toBe('n/a');
    expect(formatPercent('', 'en')).toBe('');
  });
});
