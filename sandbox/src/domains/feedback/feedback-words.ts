/** Content bounds of feedback (spec 001 section 5 says "between {0} and {1} words"; the bounds are ours). */
export const FEEDBACK_MIN_WORDS = 5;
export const FEEDBACK_MAX_WORDS = 500;
/** Also a bound on characters, so a handful of endless "words" cannot make a huge message. */
export const FEEDBACK_MAX_LENGTH = 5000;

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/**
 * Words as a reader counts them: Unicode word segmentation, so Vietnamese syllables, Chinese, Japanese and Thai
 * (written without spaces) all count their words, and punctuation counts for nothing.
 */
export function wordCount(text: string): number {
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike === true) words += 1;
  return words;
}
