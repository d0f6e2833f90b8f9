import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { locales } from '../../i18n/locale';
import en from '../../i18n/messages/en.json';
import id from '../../i18n/messages/id.json';
import ja from '../../i18n/messages/ja.json';
import th from '../../i18n/messages/th.json';
import tl from '../../i18n/messages/tl.json';
import vi from '../../i18n/messages/vi.json';
import zh from '../../i18n/messages/zh.json';
import { routeDescription } from '../layout/route-description';

const catalogues = { en, id, ja, th, tl, vi, zh } as const;
const routes = ['/', '/rng', '/live', '/vnLottery', '/seaLottery', '/promotions', '/pointMall', '/help', '/down', '/join', '/member/withdraw'];

describe('route descriptions', () => {
  it('gives each kind of page its own description, in every locale, naming the brand', () => {
    for (const locale of locales) {
      const intl = createIntl({ locale, messages: catalogues[locale as keyof typeof catalogues] });
      const texts = routes.map((route) => routeDescription(intl, route));
      for (const text of texts) expect(text, locale).toContain('Saola');
      // The two lottery pages share one; every other kind of page has its own.
      expect(new Set(texts).size, locale).toBe(routes.length - 1);
    }
  });

  it('matches paths as the router does (any case, a trailing slash) and falls back to the home page', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    expect(routeDescription(intl, '/VNLOTTERY/')).toBe(routeDescription(intl, '/lottery'));
    expect(routeDescription(intl, '/rng')).toContain('Slots');
    expect(routeDescription(intl, '/noticePage')).toBe(routeDescription(intl, '/'));
    expect(routeDescription(intl, '/agent/agentTeamOverview')).toBe(routeDescription(intl, '/member'));
  });
});
