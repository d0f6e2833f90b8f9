import { escapeXml } from '../domains/lobby/art/svg-text.js';
import { backControl, pageShell } from './demo-page-shell.js';

/** The lottery and FB sports demos: what was launched, and a way back. */
export function infoPage(title: string, badge: string, facts: ReadonlyArray<[label: string, value: string]>, backUrl: string | null): string {
  const header = `${backControl(backUrl)}<h1>${escapeXml(title)}</h1><span class="mode">${escapeXml(badge)}</span>`;
  const body = `<dl id="facts">${facts.map(([label, value]) => `<dt>${escapeXml(label)}</dt><dd>${escapeXml(value)}</dd>`).join('')}</dl>` +
    '<p>This is the sandbox\u2019s demo page; the real platform opens the vendor\u2019s game here.</p>';
  return pageShell(title, header, body);
}
