import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { testMessages } from '../../../test/messages';
import { formatFieldMessage } from '../field-message';
import { distributeUserErrors, userErrorMessage } from '../user-error-message';

const say = (locale: 'en' | 'vi', message: Parameters<typeof formatFieldMessage>[1]) =>
  formatFieldMessage(createIntl({ locale, messages: testMessages[locale] }), message);

describe('money refusals in the player language, with their figures', () => {
  it('says the bound, the balance, what is left today and the turnover still to bet', () => {
    expect(say('en', userErrorMessage({ code: 'AMOUNT_TOO_SMALL', details: { minAmount: '100' } }))).toBe('The amount must be at least 100.00');
    expect(say('vi', userErrorMessage({ code: 'AMOUNT_TOO_SMALL', details: { minAmount: '100' } }))).toBe('Số tiền tối thiểu là 100,00');
    expect(say('en', userErrorMessage({ code: 'INSUFFICIENT_BALANCE', details: { maxAmount: '1520.5' } }))).toBe(
      'Insufficient balance: 1,520.50 available',
    );
    expect(say('en', userErrorMessage({ code: 'DAILY_AMOUNT_LIMIT', details: { maxAmount: '300' } }))).toBe('You can withdraw only 300.00 more today');
    expect(say('vi', userErrorMessage({ code: 'TURNOVER_REQUIRED', details: { remainingTurnover: '1250' } }))).toBe(
      'Cần thêm 1.250,00 cược hợp lệ trước khi rút tiền',
    );
    expect(say('en', userErrorMessage({ code: 'DAILY_COUNT_LIMIT', details: { dailyCount: 5 } }))).toBe('You can withdraw at most 5 times a day');
    expect(say('en', userErrorMessage({ code: 'FILE_TOO_LARGE', details: { maxBytes: 5 * 1024 * 1024 } }))).toBe('Image too large: max 5MB');
  });

  it('still says something useful when the figure is missing', () => {
    expect(say('en', userErrorMessage({ code: 'AMOUNT_TOO_LARGE' }))).toBe('The amount is too large');
    expect(say('vi', userErrorMessage({ code: 'TOO_MANY_FILES', details: { maxFiles: null } }))).toBe('Quá nhiều ảnh');
  });

  it('says a locked withdraw password and how long to wait, in whole minutes', () => {
    expect(say('en', userErrorMessage({ code: 'WITHDRAW_PASSWORD_LOCKED', details: { retryAfterSeconds: 841 } }))).toBe(
      'Too many wrong passwords. Please try again in 15 minutes',
    );
    expect(say('en', userErrorMessage({ code: 'WITHDRAW_PASSWORD_LOCKED', details: { retryAfterSeconds: 30 } }))).toBe(
      'Too many wrong passwords. Please try again in 1 minute',
    );
    expect(say('vi', userErrorMessage({ code: 'WITHDRAW_PASSWORD_LOCKED', details: { retryAfterSeconds: 600 } }))).toBe(
      'Nhập sai mật khẩu quá nhiều lần. Vui lòng thử lại sau 10 phút',
    );
    expect(say('en', userErrorMessage({ code: 'WITHDRAW_PASSWORD_LOCKED' }))).toBe('Too many wrong passwords. Please try again later');
  });

  it('puts field refusals under their field and the rest on the form', () => {
    const fieldOf = (field: string) => (field === 'amount' ? 'amount' : null);
    const { fieldErrors, formErrors } = distributeUserErrors(
      [
        { field: 'amount', code: 'AMOUNT_TOO_SMALL', details: { minAmount: '50' } },
        { field: null, code: 'WITHDRAW_PASSWORD_NOT_SET' },
      ],
      fieldOf,
    );
    expect(fieldErrors).toEqual({ amount: { id: 'money.userError.AMOUNT_TOO_SMALL', values: { amount: { money: '50' } } } });
    expect(formErrors).toEqual([{ id: 'money.userError.WITHDRAW_PASSWORD_NOT_SET' }]);
  });
});
