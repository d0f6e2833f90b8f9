import type { FastifyError, FastifyInstance } from 'fastify';
import type { SandboxStore } from '../core/store.js';
import { registerAgencyControl } from './agency-control-routes.js';
import { clockBody, ControlError, expireBody, faultBody, noticeBody, siteBody, switchesBody } from './control-bodies.js';
import { registerFundsControl } from './funds-control-routes.js';
import { registerFundsLotteryPointsControl } from './funds-lottery-points-control.js';
import { identityControlRoutes } from './account-control.js';
import { registerGamesSandbox } from './games-sandbox-routes.js';

/** Empty JSON bodies are fine on the control API (`POST /reset` with a JSON content type and nothing else). */
function installLenientJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ControlError('the body is not valid JSON'), undefined);
    }
  });
}

/** The control API under `/__sandbox/`: plain JSON, no platform headers, not counted as calls. */
export function controlRoutes(store: SandboxStore) {
  return async (app: FastifyInstance) => {
    installLenientJson(app);
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      if (error instanceof ControlError) return reply.code(400).send({ error: error.message });
      // Fastify's own refusals (unsupported media type, body too large) keep their 4xx status.
      const status = 'statusCode' in error ? error.statusCode : undefined;
      if (status !== undefined && status >= 400 && status < 500) return reply.code(status).send({ error: error.message });
      request.log.error({ err: error }, 'control call failed');
      return reply.code(500).send({ error: 'internal error' });
    });

    app.post('/reset', async () => {
      store.reset();
      return { ok: true };
    });

    app.get('/calls', async () => store.calls.snapshot());
    app.delete('/calls', async () => {
      store.calls.clear();
      return { ok: true };
    });

    app.put('/switches', async (request) => {
      Object.assign(store.data.switches, switchesBody(request.body));
      return store.data.switches;
    });

    app.put('/site', async (request) => {
      Object.assign(store.data.site, siteBody(request.body));
      return store.data.site;
    });

    // An announcement published now, first in the merchant's order (tests watch it reach open pages).
    app.post('/notices', async (request) => {
      const { title, content, popup } = noticeBody(request.body);
      const notices = store.data.notices;
      const now = store.clock.now();
      const notice = {
        id: Math.max(0, ...notices.map((candidate) => candidate.id)) + 1,
        type: popup ? ('PU' as const) : ('PL' as const),
        title: { vi: title, en: title },
        content: { vi: content, en: content },
        startDate: now - 60_000,
        endDate: now + 86_400_000,
        priority: 0,
        sortIndex: Math.min(0, ...notices.map((candidate) => candidate.sortIndex)) - 1,
      };
      notices.push(notice);
      return { id: notice.id };
    });

    app.get('/faults', async () => store.faults.list());
    app.put('/faults', async (request) => {
      store.faults.add(faultBody(request.body));
      return store.faults.list();
    });
    app.delete('/faults', async () => {
      store.faults.clear();
      return { ok: true };
    });

    app.put('/clock', async (request) => {
      store.clock.pin(clockBody(request.body));
      return { now: store.clock.now(), pinned: store.clock.isPinned };
    });

    app.get('/captcha', async (_request, reply) => {
      const captcha = store.captchas.lastIssued();
      if (captcha === null) return reply.code(404).send({ error: 'no captcha issued yet' });
      return captcha;
    });

    app.post('/rotate-key', async () => ({ modulus: store.keyring.rotate().modulusHex }));

    registerAgencyControl(app, store);
    identityControlRoutes(app, store);
    registerGamesSandbox(app, store);
    registerFundsLotteryPointsControl(app, store);
    registerFundsControl(app, store);

    app.post('/sessions/expire', async (request) => {
      const name = expireBody(request.body);
      if (name === undefined) return { expired: store.sessions.expire() };
      const account = store.accountByName(name);
      if (account === undefined) throw new ControlError(`unknown account ${name}`);
      return { expired: store.sessions.expire(account.id) };
    });
  };
}
