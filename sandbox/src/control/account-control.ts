import type { FastifyInstance } from 'fastify';
import { ControlError } from './control-bodies.js';
import { PlatformError } from '../protocol/errors.js';
import { lastSmsTo } from '../domains/auth/sms-codes.js';
import { profileOf } from '../domains/account/identity-profiles.js';
import type { SandboxStore } from '../core/store.js';
import { isAvatarId, renderAvatarSvg } from '../domains/account/avatar-svg.js';
import { renderBannerPng } from '../domains/content/banner-png.js';
import { loginSettingsBody, registerSettingsBody } from './account-control-bodies.js';
import { parseMobile, parsePhone } from '../domains/account/mobile-number.js';
import { renderQrPng } from '../domains/referral/qr-png.js';

function queryText(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Control endpoints and generated pictures of the identity calls, under `/__sandbox/`. */
export function identityControlRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get('/sms', async (request, reply) => {
    const mobile = queryText(request.query, 'mobile');
    if (mobile === undefined) throw new ControlError('mobile is required');
    let phone: string;
    try {
      phone = mobile.startsWith('+')
        ? parsePhone(mobile, 'mobile').phone
        : parseMobile(mobile, queryText(request.query, 'countryDialingCode'), 'mobile').phone;
    } catch (error) {
      if (error instanceof PlatformError) throw new ControlError(error.message);
      throw error;
    }
    const sms = lastSmsTo(store.data.identity.sms, phone);
    if (sms === undefined) return reply.code(404).send({ error: `no SMS sent to ${phone}` });
    const { phone: to, countryDialingCode, mobile: national, purpose, code, sentAt, expiresAt } = sms;
    return { phone: to, countryDialingCode, mobile: national, purpose, code, sentAt, expiresAt };
  });

  app.get('/feedback', async () =>
    store.data.identity.feedback.map((entry) => ({
      ...entry,
      account: entry.accountId === null ? null : (store.accountById(entry.accountId)?.account ?? null),
    })),
  );

  app.get('/mails', async () => store.data.identity.resetMails.map((mail) => ({ ...mail })));

  app.get('/affiliates', async () =>
    store.data.accounts
      .map((account) => ({ account: account.account, profile: profileOf(store.data, account) }))
      .filter(({ profile }) => profile.affiliateCode !== null)
      .map(({ account, profile }) => ({ account, affiliateCode: profile.affiliateCode, domain: profile.affiliateDomain })),
  );

  // Who a member was registered under: what an agent's attribution (invitation code, domain) came to.
  app.get('/members/:account', async (request, reply) => {
    const member = store.accountByName((request.params as { account: string }).account);
    if (member === undefined) return reply.code(404).send({ error: 'no such member' });
    const nameOf = (id: number | null) => (id === null ? null : (store.accountById(id)?.account ?? null));
    return { account: member.account, upline: nameOf(member.uplineId), referrer: nameOf(profileOf(store.data, member).referrerId) };
  });

  app.put('/login-settings', async (request) => {
    const settings = store.data.identity.loginSettings;
    Object.assign(settings, loginSettingsBody(request.body, settings));
    return settings;
  });

  app.put('/register-settings', async (request) => {
    const rules = store.data.siteInfo.register;
    for (const [field, change] of Object.entries(registerSettingsBody(request.body, rules))) {
      const rule = rules[field];
      if (rule !== undefined) Object.assign(rule, change);
    }
    return rules;
  });

  app.get('/assets/avatars/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const id = Number(/^(\d+)\.svg$/.exec(file)?.[1]);
    if (!isAvatarId(id)) return reply.code(404).send({ error: `no avatar ${file}` });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(renderAvatarSvg(id));
  });

  app.get('/assets/banners/:file', async (request, reply) => {
    const path = `/__sandbox/assets/banners/${(request.params as { file: string }).file}`;
    const banner = store.data.banners.find((entry) => entry.imagePath === path);
    if (banner === undefined) return reply.code(404).send({ error: `no banner ${path}` });
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(renderBannerPng(banner.bannerId));
  });

  app.get('/assets/qr/:file', async (request, reply) => {
    const path = `/__sandbox/assets/qr/${(request.params as { file: string }).file}`;
    const resource = store.data.siteInfo.resources.find((entry) => entry.qrCodeUrl === path);
    if (resource === undefined) return reply.code(404).send({ error: `no QR code ${path}` });
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(await renderQrPng(resource.url));
  });
}
