import { describe, expect, it } from 'vitest';
import { useGatewayStack, withGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { openBrowser, shareSwitchChanges } from '../../../../testing/test-browser.js';

const SITE = `{ site { navigationGuard countries { code dialingCode mobileLength }
  loginOptions { smsLogin countryCodePicker thirdPartySms google facebook freePlay directRegistration phonePasswordRecovery } } }`;

interface SiteShape {
  site: { navigationGuard: boolean; countries: { code: string; dialingCode: string; mobileLength: number | null }[]; loginOptions: Record<string, boolean> };
}

describe('site login options, navigation guard and countries', () => {
  const stack = useGatewayStack({}, { reset: true });

  it('reads switches and login toggles from the platform status', async () => {
    const reply = await openBrowser(stack).gql<SiteShape>(SITE);
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.site.loginOptions).toEqual({
      smsLogin: false,
      countryCodePicker: true,
      thirdPartySms: false,
      google: true,
      facebook: true,
      freePlay: true,
      directRegistration: true,
      phonePasswordRecovery: true,
    });

    await stack.control('PUT', '/switches', { MOBILEVERCODELOGIN3: true, FREEPLAY3: false });
    await stack.control('PUT', '/login-settings', { googleLogin: false, firebaseSms: true });
    await shareSwitchChanges(stack);
    const changed = await openBrowser(stack).gql<SiteShape>(SITE);
    expect(changed.body.data?.site.loginOptions).toMatchObject({ smsLogin: true, freePlay: false, google: false, thirdPartySms: true });
  });

  it('lists the countries with dialling codes as clients send them', async () => {
    const reply = await openBrowser(stack).gql<SiteShape>(SITE);
    const countries = reply.body.data?.site.countries ?? [];
    expect(countries[0]).toEqual({ code: 'VN', dialingCode: '84', mobileLength: 9 });
    expect(countries).toContainEqual({ code: 'KH', dialingCode: '855', mobileLength: 8 });
  });

  it('defaults the navigation guard to off (the platform does not report loginedToHomePage)', async () => {
    expect((await openBrowser(stack).gql<SiteShape>(SITE)).body.data?.site.navigationGuard).toBe(false);
    await withGatewayStack({ env: { NAVIGATION_GUARD: 'true' } }, async (guarded) => {
      expect((await openBrowser(guarded).gql<SiteShape>(SITE)).body.data?.site.navigationGuard).toBe(true);
    });
  });
});
