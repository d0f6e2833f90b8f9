import sanitizeHtml from 'sanitize-html';

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
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedStyles: { '*': { color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(/], 'text-align': [/^(left|right|center)$/], 'font-weight': [/^(bold|\d{3})$/] } },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

export const sanitiseHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
