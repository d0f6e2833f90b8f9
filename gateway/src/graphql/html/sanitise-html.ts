import sanitizeHtml from 'sanitize-html';
import { safeLink } from '../values/safe-link.js';

/** The tag with its URL attribute kept only when it passes the link rule every platform address obeys. */
function withSafeUrl(attribute: string, extra: sanitizeHtml.Attributes = {}): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const { [attribute]: url, ...rest } = attribs;
    const safe = safeLink(url);
    return { tagName, attribs: { ...rest, ...extra, ...(safe === null ? {} : { [attribute]: safe }) } };
  };
}

// Notices, help topics and promotions are written by merchant staff in a rich-text editor: keep formatting,
// drop scripts and handlers. One policy for every piece of platform HTML the browser renders.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'font', 'u', 's'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['style'],
    p: ['style'],
    font: ['color'],
  },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  allowedStyles: { '*': { color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(/], 'text-align': [/^(left|right|center)$/], 'font-weight': [/^(bold|\d{3})$/] } },
  transformTags: { a: withSafeUrl('href', { target: '_blank', rel: 'noopener noreferrer' }), img: withSafeUrl('src') },
};

export const sanitiseHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
