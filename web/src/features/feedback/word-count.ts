// Words as a reader counts them, the way the gateway counts them (Unicode word segmentation): Vietnamese
// syllables, and Chinese, Japanese and Thai text written without spaces, count their words; punctuation and
// emoji count nothing. A browser without Intl.Segmenter counts what spaces separate.
const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('und', { granularity: 'word' }) : null;

export function wordCount(text: string): number {
  if (!segmenter) return text.split(/\s+/u).filter(Boolean).length;
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike === true) words += 1;
  return words;
}
