import { escapeXml } from '../lobby/art/svg-text.js';

/** JSON safe inside a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function page(title: string, body: string, script: string): string {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeXml(title)}</title><style>body { font-family: Arial, sans-serif; margin: 24px; } ul { list-style: none; padding: 0; }` +
    ' li, form { margin: 8px 0; } form { display: grid; gap: 8px; max-width: 320px; }</style></head>' +
    `<body><main>${body}</main><script>${script}</script></body></html>`;
}

// The browser side of the Firebase Auth emulator imitation: the popup's account picker (`/emulator/auth/handler`),
// the hidden relay frame (`/emulator/auth/iframe`) and a stand-in for Google's gapi iframes library, which the SDK
// loads from https://apis.google.com even in emulator mode. Tests hand the browser the stand-in for that address
// (Playwright routes it here); the site itself never ships it. The three speak one small postMessage protocol:
//
//   picker popup ──{type:'authEvent', authEvent}──▶ relay frame (same origin: the emulator's)
//   relay frame ──{saolaGapi:'ready'|'request'|'reply'}──▶ stand-in gapi in the site's page, which hands the event
//   to the SDK's registered `authEvent` handler, as Google's iframes library does with the real emulator's pages.

/**
 * The gapi subset @firebase/auth uses (platform_browser/iframe/gapi.ts and iframe.ts): `gapi.load('gapi.iframes')`,
 * `gapi.iframes.getContext().open(options, onOpen)` and the frame's `restyle`, `ping`, `register` and `send`.
 * Loaded as `api.js?onload=<callback>`, it calls the callback once defined, as Google's loader does.
 */
export const GAPI_STAND_IN = `(function () {
  'use strict';
  var FILTER = function () { return true; };
  var frames = [];
  var nextId = 1;
  function Frame(element, origin) {
    this.element = element; this.origin = origin; this.ready = false;
    this.waiting = []; this.handlers = {}; this.queued = {}; this.replies = {};
  }
  Frame.prototype.restyle = function () { return Promise.resolve(); };
  Frame.prototype.ping = function (callback) {
    var frame = this;
    return new Promise(function (resolve) {
      function done() { if (callback) callback(); resolve([]); }
      if (frame.ready) done(); else frame.waiting.push(done);
    });
  };
  Frame.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var queued = this.queued[type] || [];
    delete this.queued[type];
    for (var i = 0; i < queued.length; i++) this.answer(queued[i]);
  };
  Frame.prototype.unregister = function (type) { delete this.handlers[type]; };
  Frame.prototype.send = function (type, data, callback) {
    var frame = this;
    var id = nextId++;
    return new Promise(function (resolve) {
      frame.replies[id] = function (result) {
        try { if (callback) callback(result); } catch (error) { /* the SDK's callback may throw after answering */ }
        resolve(result);
      };
      frame.element.contentWindow.postMessage({ saolaGapi: 'request', id: id, type: type, data: data }, frame.origin);
    });
  };
  Frame.prototype.answer = function (message) {
    var handler = this.handlers[message.type];
    if (!handler) { (this.queued[message.type] = this.queued[message.type] || []).push(message); return; }
    var result = handler(message.data);
    this.element.contentWindow.postMessage({ saolaGapi: 'reply', id: message.id, result: [result] }, this.origin);
  };
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message.saolaGapi !== 'string') return;
    var frame = null;
    for (var i = 0; i < frames.length; i++) if (frames[i].element.contentWindow === event.source) frame = frames[i];
    if (frame === null || event.origin !== frame.origin) return;
    if (message.saolaGapi === 'ready') {
      frame.ready = true;
      frame.waiting.splice(0).forEach(function (done) { done(); });
    } else if (message.saolaGapi === 'reply') {
      var reply = frame.replies[message.id];
      delete frame.replies[message.id];
      if (reply) reply(message.result);
    } else if (message.saolaGapi === 'request') {
      frame.answer(message);
    }
  });
  var context = {
    open: function (options, onOpen) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(element.style, attributes.style);
        else element.setAttribute(name, attributes[name]);
      });
      var frame = new Frame(element, new URL(options.url, location.href).origin);
      frames.push(frame);
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      return Promise.resolve(onOpen ? onOpen(frame) : frame);
    },
  };
  window.gapi = window.gapi || {};
  window.gapi.iframes = { CROSS_ORIGIN_IFRAMES_FILTER: FILTER, Iframe: Frame, getContext: function () { return context; } };
  window.gapi.load = function (_name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    if (callback) setTimeout(callback, 0);
  };
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

/**
 * The hidden frame the SDK opens at the emulator: it tells the stand-in gapi it is ready, answers the
 * web-storage probe, relays the picker's events to the page, and on load delivers a redirect sign-in's stored
 * event (or "no event", which getRedirectResult reads as null), as the emulator's frame does.
 */
export function relayFramePage(): string {
  const script = `(function () {
  var params = new URLSearchParams(location.search);
  var storageKey = 'firebase:redirectEvent:' + params.get('apiKey') + ':' + params.get('appName');
  var target = (location.ancestorOrigins && location.ancestorOrigins[0]) || '*';
  var nextId = 1;
  function toPage(message) { parent.postMessage(message, target); }
  function relay(authEvent) { toPage({ saolaGapi: 'request', id: nextId++, type: 'authEvent', data: { authEvent: authEvent } }); }
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message) return;
    if (event.source === parent && message.saolaGapi === 'request') {
      var result = message.type === 'webStorageSupport' ? { webStorageSupport: true } : null;
      toPage({ saolaGapi: 'reply', id: message.id, result: [result] });
    } else if (event.origin === location.origin && message.type === 'authEvent') {
      relay(message.authEvent);
    }
  });
  toPage({ saolaGapi: 'ready' });
  var stored = null;
  try { stored = sessionStorage.getItem(storageKey); sessionStorage.removeItem(storageKey); } catch (error) { stored = null; }
  relay(stored ? JSON.parse(stored) : {
    type: 'unknown', eventId: null, urlResponse: null, sessionId: null, postBody: null, tenantId: null,
    error: { code: 'auth/no-auth-event' },
  });
})();`;
  return page('Auth Emulator relay', '', script);
}

const PROVIDER_NAMES: Record<string, string> = { 'google.com': 'Google', 'facebook.com': 'Facebook' };

/** The popup (or redirect) page where a visitor, or a test, picks the account to sign in with. */
export function accountPickerPage(providerId: string, knownEmails: readonly string[]): string {
  const name = PROVIDER_NAMES[providerId] ?? providerId;
  const accounts = knownEmails
    .map((email) => `<li><button type="button" class="account" data-email="${escapeXml(email)}">${escapeXml(email)}</button></li>`)
    .join('');
  const body =
    `<p>Sign in with ${escapeXml(name)} (Firebase Auth emulator imitation)</p>` +
    (accounts ? `<ul class="accounts" aria-label="Accounts">${accounts}</ul>` : '') +
    '<form id="add"><label>Email <input name="email" type="email" required autocomplete="off"></label>' +
    '<button type="submit">Add new account</button></form><p id="status" role="status"></p>';
  const script = `(function () {
  var params = new URLSearchParams(location.search);
  var providerId = ${scriptJson(providerId)};
  function base64url(value) {
    return btoa(unescape(encodeURIComponent(JSON.stringify(value)))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  }
  function finish(email) {
    var idToken = base64url({ alg: 'none', typ: 'JWT' }) + '.' + base64url({ sub: email, email: email, email_verified: true }) + '.';
    var response = new URL(location.origin + location.pathname);
    response.searchParams.set('providerId', providerId);
    response.searchParams.set('id_token', idToken);
    var authType = params.get('authType') || '';
    var authEvent = {
      type: authType, eventId: params.get('eventId'), urlResponse: response.href,
      sessionId: Math.random().toString(36).slice(2), postBody: null, tenantId: params.get('tid'), error: null,
    };
    if (/Redirect$/.test(authType)) {
      sessionStorage.setItem('firebase:redirectEvent:' + params.get('apiKey') + ':' + params.get('appName'), JSON.stringify(authEvent));
      location.replace(params.get('redirectUrl'));
      return;
    }
    var opener = window.opener;
    if (!opener) { document.getElementById('status').textContent = 'The site that opened this window is gone.'; return; }
    for (var i = 0; i < opener.frames.length; i++) {
      try { opener.frames[i].postMessage({ type: 'authEvent', authEvent: authEvent }, location.origin); } catch (error) { /* another frame */ }
    }
    document.getElementById('status').textContent = 'Signed in; closing.';
    setTimeout(function () { window.close(); }, 100);
  }
  document.querySelectorAll('button.account').forEach(function (button) {
    button.addEventListener('click', function () { finish(button.getAttribute('data-email')); });
  });
  document.getElementById('add').addEventListener('submit', function (event) {
    event.preventDefault();
    finish(String(new FormData(event.target).get('email')).trim().toLowerCase());
  });
})();`;
  return page(`Sign in with ${name} - Auth Emulator`, `<h1>${escapeXml(name)}</h1>${body}`, script);
}
