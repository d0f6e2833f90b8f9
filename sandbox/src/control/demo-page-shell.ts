import { escapeXml } from '../domains/lobby/art/svg-text.js';

const BASE_STYLE = `
  body { margin: 0; font-family: Verdana, Arial, sans-serif; background: #14161c; color: #eef0f4; }
  header { display: flex; align-items: center; gap: 16px; padding: 12px 20px; background: #1f2330; }
  header h1 { font-size: 18px; margin: 0; flex: 1; }
  a.back, button.back { color: #ffd34d; background: none; border: 0; font: inherit; cursor: pointer; text-decoration: none; }
  main { max-width: 420px; margin: 24px auto; padding: 0 16px; text-align: center; }
  .mode { font-size: 12px; padding: 3px 8px; border-radius: 10px; background: #6142bf; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 14px; text-align: left; }
  dt { color: #9aa3b5; }
`;

/** The Back control: a link to backUrl, or the browser's history when the launch named none. */
export function backControl(backUrl: string | null, label = 'Back'): string {
  return backUrl === null
    ? `<button class="back" id="back" type="button" onclick="history.back()">&larr; ${escapeXml(label)}</button>`
    : `<a class="back" id="back" href="${escapeXml(backUrl)}">&larr; ${escapeXml(label)}</a>`;
}

/** A self-contained page: inline style and script only, nothing fetched from elsewhere. */
export function pageShell(title: string, header: string, body: string, extraStyle = '', script = '', lang = 'en'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeXml(title)}</title><style>${BASE_STYLE}${extraStyle}</style></head>` +
    `<body><header>${header}</header><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`;
}

/** JSON safe to place inside a script element (no `</script>` can close it early). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function errorPage(message: string): string {
  return pageShell('Game unavailable', '<h1>Game unavailable</h1>', `<p id="error">${escapeXml(message)}</p>`);
}
