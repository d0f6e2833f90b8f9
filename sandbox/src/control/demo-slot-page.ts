import { escapeXml } from '../domains/lobby/art/svg-text.js';
import { backControl, pageShell, scriptJson } from './demo-page-shell.js';
import type { DemoTexts } from './demo-texts.js';

export interface SlotPageModel {
  playId: string;
  title: string;
  free: boolean;
  balance: number;
  minBet: number;
  backUrl: string | null;
  spinPath: string;
  texts: DemoTexts;
}

const STYLE = `
  #machine { width: 100%; max-width: 380px; }
  .row { display: flex; justify-content: center; align-items: center; gap: 12px; margin: 14px 0; }
  #spin { font: inherit; font-size: 18px; padding: 10px 34px; border: 0; border-radius: 24px; background: #e6392f; color: #fff; cursor: pointer; }
  #spin:disabled { opacity: 0.5; cursor: wait; }
  select { font: inherit; padding: 6px; }
  #balance { font-size: 22px; color: #ffd34d; }
  #message { min-height: 1.4em; }
  .win { color: #5be37d; } .refused { color: #ff7b72; }
`;

/** Reel windows; the script draws the symbols into #reel0..2. */
const MACHINE = '<svg id="machine" viewBox="0 0 360 200" role="img" aria-label="slot machine">' +
  '<rect x="2" y="2" width="356" height="196" rx="24" fill="#7a1d1d" stroke="#ffd34d" stroke-width="4"/>' +
  [0, 1, 2].map((index) => `<rect x="${22 + index * 110}" y="36" width="96" height="128" rx="10" fill="#fffaf0"/>` +
    `<g id="reel${index}" transform="translate(${70 + index * 110},100)"></g>`).join('') +
  '<rect x="14" y="96" width="332" height="8" fill="rgba(230,57,47,0.35)"/></svg>';

/** Draws a symbol centred on (0,0), about 80 px across. */
const SYMBOL_ART = `{
  cherry: '<path d="M-4,-30 C4,-10 10,0 14,10 M-4,-30 C-10,-10 -14,0 -16,8" stroke="#2e7d32" stroke-width="4" fill="none"/><circle cx="-16" cy="18" r="16" fill="#d32f2f"/><circle cx="16" cy="20" r="16" fill="#c62828"/>',
  lemon: '<ellipse cx="0" cy="0" rx="34" ry="26" fill="#fdd835" stroke="#f9a825" stroke-width="3"/>',
  bell: '<path d="M0,-34 C-22,-34 -24,-6 -26,14 L-34,24 L34,24 L26,14 C24,-6 22,-34 0,-34 Z" fill="#ffb300"/><circle cx="0" cy="30" r="7" fill="#8d6e00"/>',
  bar: '<rect x="-38" y="-18" width="76" height="36" rx="6" fill="#212121"/><text x="0" y="9" text-anchor="middle" font-size="24" font-family="Verdana" font-weight="bold" fill="#fff">BAR</text>',
  star: '<polygon points="0,-36 10,-12 36,-12 15,4 23,30 0,15 -23,30 -15,4 -36,-12 -10,-12" fill="#ffca28" stroke="#ff8f00" stroke-width="2"/>',
  seven: '<text x="0" y="30" text-anchor="middle" font-size="84" font-family="Georgia" font-weight="bold" fill="#d50000">7</text>'
}`;

const SCRIPT = `
  const ART = ${SYMBOL_ART};
  const money = (n) => n.toLocaleString(PLAY.texts.numberLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const show = (reels) => reels.forEach((s, i) => { document.getElementById('reel' + i).innerHTML = ART[s] || ''; });
  const message = (text, cls) => { const m = document.getElementById('message'); m.textContent = text; m.className = cls || ''; };
  show(['seven', 'bar', 'cherry']);
  document.getElementById('balance').textContent = money(PLAY.balance);
  const button = document.getElementById('spin');
  button.addEventListener('click', async () => {
    button.disabled = true;
    const bet = Number(document.getElementById('bet').value);
    const requestId = PLAY.playId + '-' + Date.now() + '-' + Math.floor(Math.random() * 1e9);
    try {
      const response = await fetch(PLAY.spinPath, { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ playId: PLAY.playId, bet, requestId }) });
      const answer = await response.json();
      if (!response.ok) { message(answer.error || PLAY.texts.spinRefused, 'refused'); return; }
      show(answer.reels);
      document.getElementById('balance').textContent = money(answer.balance);
      message(answer.win > 0 ? PLAY.texts.youWin.replace('{amount}', money(answer.win)) : PLAY.texts.noWin, answer.win > 0 ? 'win' : '');
    } catch (error) {
      message(PLAY.texts.networkError, 'refused');
    } finally {
      button.disabled = false;
    }
  });
`;

export function slotPage(model: SlotPageModel): string {
  const bets = [1, 2, 5, 10, 50].map((times) => Math.round(model.minBet * times * 100) / 100);
  const { texts } = model;
  const header = `${backControl(model.backUrl, texts.back)}<h1>${escapeXml(model.title)}</h1>` +
    `<span class="mode" id="mode">${escapeXml(model.free ? texts.freePlay : texts.realMoney)}</span>`;
  const body = MACHINE +
    `<div class="row">${escapeXml(texts.balance)} <b id="balance"></b></div>` +
    `<div class="row"><label>${escapeXml(texts.bet)} <select id="bet">${bets.map((bet) => `<option value="${bet}">${bet.toLocaleString(texts.numberLocale, { minimumFractionDigits: 2 })}</option>`).join('')}</select></label>` +
    `<button id="spin" type="button">${escapeXml(texts.spin)}</button></div><p id="message" role="status"></p>`;
  const play = { playId: model.playId, balance: model.balance, spinPath: model.spinPath, texts };
  return pageShell(model.title, header, body, STYLE, `const PLAY = ${scriptJson(play)};${SCRIPT}`, texts.htmlLang);
}
