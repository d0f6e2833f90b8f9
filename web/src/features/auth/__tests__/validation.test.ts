import { describe, expect, it } from 'vitest';
import { validateMobile } from '../validation/mobile';
import { visibleRegisterFields, type RegistrationRules } from '../validation/register-fields';
import { checkRule, lengthRange, ruleMessage } from '../validation/rules';
import { userErrorMessage } from '../validation/user-error-message';
import { realNameError } from '../../../lib/names/real-name';

describe('rule messages', () => {
  it('substitute the bounds, or the single value when they are equal', () => {
    expect(lengthRange(6, 12)).toBe('6–12');
    expect(lengthRange(4, 4)).toBe('4');
    expect(ruleMessage(1, 6, 12)).toEqual({ id: 'rule.pattern.1', values: { range: '6–12' } });
    expect(ruleMessage(99, 4, 4)).toEqual({ id: 'rule.pattern.unknown', values: { range: '4' } });
  });

  it('check pattern and length; "*" and null mean any characters', () => {
    const rule = { enabled: true, required: true, pattern: '^[0-9]*$', patternId: 6, minLength: 4, maxLength: 4 };
    expect(checkRule('', rule)).toEqual({ id: 'validation.required' });
    expect(checkRule('12a4', rule)?.id).toBe('rule.pattern.6');
    expect(checkRule('12345', rule)?.id).toBe('rule.pattern.6');
    expect(checkRule('1234', rule)).toBeUndefined();
    expect(checkRule('any thing', { ...rule, pattern: '*', minLength: 1, maxLength: 50 })).toBeUndefined();
    expect(checkRule('', { ...rule, required: false })).toBeUndefined();
  });
});

describe('mobile numbers', () => {
  const vn = { code: 'VN', dialingCode: '+84', mobileLength: 9 };
  it('count the country digits after one trunk 0, ignoring separators', () => {
    expect(validateMobile('0901234567', vn)).toBeUndefined();
    expect(validateMobile('901 234 567', vn)).toBeUndefined();
    expect(validateMobile('09012345678', vn)).toEqual({ id: 'validation.mobileDigits', values: { digits: 9 } });
    expect(validateMobile('09a1234567', vn)).toEqual({ id: 'validation.mobileInvalid' });
    expect(validateMobile(' ', vn)).toEqual({ id: 'validation.mobileRequired' });
  });
});

describe('userError messages', () => {
  it('use the details for pattern messages and digit counts', () => {
    expect(userErrorMessage({ code: 'INVALID_FORMAT', details: { patternId: 4, minLength: 6, maxLength: 12 } })).toEqual({
      id: 'rule.pattern.4',
      values: { range: '6–12' },
    });
    expect(userErrorMessage({ code: 'INVALID_MOBILE', details: { digits: 10 } })).toEqual({
      id: 'validation.mobileDigits',
      values: { digits: 10 },
    });
    expect(userErrorMessage({ code: 'AGE_NOT_CONFIRMED' }, { minimumAge: 21 })).toEqual({
      id: 'register.age.required',
      values: { age: 21 },
    });
    expect(userErrorMessage({ code: 'ALREADY_EXISTS', field: 'mobile' }).id).toBe('auth.userError.ALREADY_EXISTS.mobile');
  });
});

describe('a throttled identity call', () => {
  it('says how long to wait when the gateway gives the time, else the fixed wording', () => {
    expect(userErrorMessage({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 42 } })).toEqual({
      id: 'error.RATE_LIMITED.seconds',
      values: { seconds: 42 },
    });
    expect(userErrorMessage({ code: 'RATE_LIMITED', details: { retryAfterSeconds: null } })).toEqual({
      id: 'auth.userError.RATE_LIMITED',
    });
  });
});

describe('registration fields', () => {
  const rules: RegistrationRules = {
    methods: ['USERNAME', 'MOBILE'],
    smsVerification: true,
    mobilePassword: false,
    minimumAge: 18,
    fields: [
      { name: 'MOBILE', enabled: false, required: false },
      { name: 'AFFILIATE_CODE', enabled: false, required: false },
      { name: 'CAPTCHA', enabled: true, required: true },
    ],
  };
  const names = (method: 'USERNAME' | 'MOBILE', affiliate: { code: string; valid: boolean } | null = null) =>
    visibleRegisterFields(rules, method, affiliate).map((entry) => entry.field);

  it('follow the method and the server switches', () => {
    expect(names('USERNAME')).toEqual(['username', 'password', 'confirmPassword', 'captcha']);
    expect(names('MOBILE')).toEqual(['mobile', 'verificationCode', 'captcha']);
  });

  it('show the invitation code for an invalid code from the URL even when the field is off', () => {
    expect(names('USERNAME', { code: 'X', valid: false })).toContain('affiliateCode');
    expect(names('USERNAME', { code: 'X', valid: true })).not.toContain('affiliateCode');
  });
});

describe('real names (spec 000 section 5)', () => {
  it('take plain letters in two or more words, spaces closed up; diacritics and one-word names get the rule message', () => {
    expect(realNameError('  Nguyen   Van An ')).toBeUndefined();
    expect(realNameError('NGUYEN AN')).toBeUndefined();
    for (const name of ['Nguyễn Văn An', 'Nguyenvanan', 'Nguyen Van 1', '']) expect(realNameError(name), name).toEqual({ id: 'validation.realName' });
    expect(realNameError('Nguyen Van An', 10)).toEqual({ id: 'validation.realName' });
  });
});
