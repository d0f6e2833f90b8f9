import { describe, expect, it } from 'vitest';
import { feedbackContentError } from '../feedback-rules';
import { wordCount } from '../word-count';

const bounds = { minWords: 5, maxWords: 500, maxLength: 5000 };

describe('word count', () => {
  it('counts words as a reader does, in scripts with and without spaces', () => {
    expect(wordCount('Tôi chưa nhận được tiền nạp')).toBe(6);
    expect(wordCount('My deposit, sadly, has not arrived!')).toBe(6);
    expect(wordCount('我的存款还没有到账')).toBeGreaterThan(1);
    expect(wordCount('เงินฝากของฉันยังไม่เข้า')).toBeGreaterThan(1);
    expect(wordCount('  ... !!! 🙂 ')).toBe(0);
  });

  it('takes content within the bounds only', () => {
    expect(feedbackContentError('   ', bounds)?.id).toBe('feedback.contentRequired');
    expect(feedbackContentError('four words only here', bounds)?.id).toBe('feedback.contentBounds');
    expect(feedbackContentError('five words are just enough', bounds)).toBeNull();
    expect(feedbackContentError('word '.repeat(501), bounds)?.id).toBe('feedback.contentBounds');
    expect(feedbackContentError('x'.repeat(5001), { ...bounds, minWords: 1 })?.id).toBe('feedback.contentBounds');
  });
});
