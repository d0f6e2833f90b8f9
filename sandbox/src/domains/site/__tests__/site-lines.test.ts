import { afterEach, describe, expect, it } from 'vitest';
import { siteLinesFromEnv } from '../../../site-lines-env.js';
import { startTestSandbox } from '../../../testing/platform-client.js';
import type { PlatformClient } from '../../../testing/platform-client.js';

interface RouterList {
  domainList: { domain: string; url: string; lineNo: number; recommended: boolean }[];
  resources: { resourceType: string }[];
}

let client: PlatformClient | undefined;
afterEach(async () => {
  await client?.sandbox.close();
  client = undefined;
});

describe('domainRoute lines', () => {
  it('lists the configured lines in order, the first recommended, and keeps them across a reset', async () => {
    client = await startTestSandbox({ siteLines: ['http://127.0.0.1:4610', 'http://localhost:4610'] });
    await client.sandbox.reset();
    const answer = await client.call<RouterList>('/wps/system/domainRoute');
    expect(answer.body.value.domainList).toEqual([
      { domain: '127.0.0.1', url: 'http://127.0.0.1:4610', lineNo: 1, recommended: true },
      { domain: 'localhost', url: 'http://localhost:4610', lineNo: 2, recommended: false },
    ]);
    expect(answer.body.value.resources.map((resource) => resource.resourceType).sort()).toEqual(['ANDROID', 'IOS', 'LITE']);
  });

  it('without configured lines lists its own origin, then the seeded example domains', async () => {
    client = await startTestSandbox();
    const { domainList } = (await client.call<RouterList>('/wps/system/domainRoute')).body.value;
    expect(domainList[0]).toMatchObject({ url: client.sandbox.url, lineNo: 1 });
    expect(domainList.slice(1).map((line) => line.url)).toEqual([
      'https://www.saola.example',
      'https://saola88.example',
      'https://saola-vn.example',
    ]);
  });
});

describe('siteLinesFromEnv', () => {
  it('takes SITE_LINES as origins, dropping paths', () => {
    expect(siteLinesFromEnv({ SITE_LINES: 'https://a.example/x, http://b.example:8080', PORT: '4000' })).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
  });

  it('derives both loopback names from the web port when no list is given', () => {
    expect(siteLinesFromEnv({ PORT: '4610' })).toEqual(['http://127.0.0.1:4610', 'http://localhost:4610']);
    expect(siteLinesFromEnv({})).toEqual([]);
  });

  it('refuses entries that are not http(s) origins and ports that are not ports', () => {
    expect(() => siteLinesFromEnv({ SITE_LINES: 'javascript:alert(1)' })).toThrow(/http\(s\)/);
    expect(() => siteLinesFromEnv({ SITE_LINES: 'not a url' })).toThrow(/not a URL/);
    expect(() => siteLinesFromEnv({ PORT: '99999' })).toThrow(/not a port/);
  });
});
