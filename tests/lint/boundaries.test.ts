import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The architecture's boundaries are lint rules (eslint.config.js); these cases prove each rule bites, by linting
// small sources as if they stood at the named places of the real tree.
const root = fileURLToPath(new URL('../..', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

// Each case lints through the TypeScript resolver and the cycle rule, which parse a file's whole import graph the
// first time: CPU-bound work that takes seconds on a quiet machine and far longer on a busy one.
describe('lint boundaries', { timeout: 180_000 }, () => {
  it('refuses a web feature importing another feature, and allows shared code', async () => {
    const file = 'web/src/features/auth/components/Boundary.tsx';
    expect(await problems(file, `import { CategoryLobby } from '../../lobby/components/CategoryLobby';\nexport const x = CategoryLobby;\n`)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*never imports another feature/),
    ]);
    expect(await problems(file, `import { Button } from '../../../components/Button';\nexport const x = Button;\n`)).toEqual([]);
  });

  it('refuses a platform path in the web client and in the gateway outside upstream/', async () => {
    expect(await problems('web/src/lib/boundary.ts', `export const path = '/wps/member/info';\n`)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: The web client never names a platform path/),
    ]);
    expect(await problems('gateway/src/graphql/modules/site/boundary.ts', 'export const path = `/lgw/games/list`;\n')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*never names a platform path/),
    ]);
    expect(await problems('gateway/src/graphql/modules/site/boundary.ts', `export const module = 'FUNDTRANS3';\n`)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Only gateway\/src\/infra\/upstream names a ModuleId/),
    ]);
    expect(await problems('gateway/src/infra/upstream/boundary.ts', `export const path = '/wps/member/info';\n`)).toEqual([]);
  });

  it('refuses a sandbox import in the gateway outside gateway/src/testing, and a gateway import in the sandbox', async () => {
    const code = `import { startSandbox } from '@saola/sandbox';\nexport const start = startSandbox;\n`;
    expect(await problems('gateway/src/http/plugins/boundary.ts', code)).toEqual([expect.stringMatching(/^no-restricted-imports: .*Only gateway\/src\/testing/)]);
    expect(await problems('gateway/src/testing/boundary.ts', code)).toEqual([]);
    expect(await problems('sandbox/src/boundary.ts', `import { buildApp } from '../../gateway/src/app.js';\nexport const app = buildApp;\n`)).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*shares no code with the gateway/),
    );
  });

  it('keeps the gateway\'s tiers in order: infra below graphql below http, and none importing the composition root', async () => {
    expect(await problems('gateway/src/infra/cache/boundary.ts', `import { createErrorFormatter } from '../../graphql/errors/format-error.js';\nexport const e = createErrorFormatter;\n`)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*infra\/ sits below graphql\/ and http\//),
    ]);
    expect(await problems('gateway/src/graphql/platform/boundary.ts', `import { registerFastPath } from '../../http/fast-path/fast-path.js';\nexport const f = registerFastPath;\n`)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*graphql\/ sits below http\//),
    ]);
    expect(await problems('gateway/src/http/plugins/boundary.ts', `import { buildApp } from '../../app.js';\nexport const a = buildApp;\n`)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The composition root/),
    ]);
    expect(await problems('gateway/src/http/plugins/boundary.ts', `import { exposureOf } from '../../graphql/platform/request-exposure.js';\nexport const e = exposureOf;\n`)).toEqual([]);
  });

  it('keeps services off the resolver types, the resolvers\' context and the cache', async () => {
    const file = 'gateway/src/graphql/modules/site/boundary.ts';
    expect(await problems(file, `import type { Resolvers } from '../../../__generated__/resolvers-types.js';\nexport type R = Resolvers;\n`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Only resolvers import the resolver types/),
    ]);
    expect(await problems(file, `import type { GatewayContext } from '../../context.js';\nexport type C = GatewayContext;\n`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Services depend on graphql\/platform/),
    ]);
    expect(await problems(file, `import { cacheKey } from '../../../infra/cache/index.js';\nexport const k = cacheKey;\n`)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Services reach the platform and the cache only through/),
    ]);
    expect(await problems('gateway/src/graphql/modules/site/site-resolvers-boundary-resolvers.ts', `import type { Resolvers } from '../../../__generated__/resolvers-types.js';\nexport type R = Resolvers;\n`)).toEqual([]);
  });

  it('reaches a gateway module from outside only through its entry, from other modules, other tiers and tests', async () => {
    const entryOnly = /^import-x\/no-restricted-paths: .*only through its entry/;
    const inner = `import type { SiteService } from '../site/site-service.js';\nexport type S = SiteService;\n`;
    expect(await problems('gateway/src/graphql/modules/auth/boundary.ts', inner)).toEqual([expect.stringMatching(entryOnly)]);
    expect(await problems('gateway/src/graphql/modules/auth/boundary.ts', inner.replace('site-service.js', 'index.js'))).toEqual([]);
    expect(await problems('gateway/src/graphql/modules/site/boundary.ts', `import type { SiteService } from './site-service.js';\nexport type S = SiteService;\n`)).toEqual([]);
    expect(await problems('gateway/src/http/fast-path/__tests__/boundary.test.ts', `import { launchUrl } from '../../../graphql/modules/lobby/launch-call.js';\nexport const l = launchUrl;\n`)).toEqual([
      expect.stringMatching(entryOnly),
    ]);
    expect(await problems('gateway/src/graphql/boundary.ts', `import type { SiteService } from './modules/site/site-service.js';\nexport type S = SiteService;\n`)).toEqual([
      expect.stringMatching(entryOnly),
    ]);
    expect(await problems('gateway/src/graphql/boundary.ts', `import { gatewayModules } from './modules/index.js';\nexport const m = gatewayModules;\n`)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // site-service imports whitelabel at run time; whitelabel importing the service back closes a circle.
    expect(await problems('gateway/src/graphql/modules/site/whitelabel.ts', `import { SiteService } from './site-service.js';\nexport const s = SiteService;\n`)).toContainEqual(
      expect.stringMatching(/^import-x\/no-cycle: /),
    );
  });
  it('keeps the sandbox in tiers (protocol, core, domains, control, app) and its domains in one order', async () => {
    const tier = /^import-x\/no-restricted-paths: .*sandbox\/src\/\w+ sits below/;
    expect(await problems('sandbox/src/protocol/boundary.ts', `import { SandboxStore } from '../core/store.js';\nexport const s = SandboxStore;\n`)).toEqual([expect.stringMatching(tier)]);
    expect(await problems('sandbox/src/core/boundary.ts', `import { createSeedData } from '../domains/seed-data.js';\nexport const s = createSeedData;\n`)).toEqual([expect.stringMatching(tier)]);
    expect(await problems('sandbox/src/domains/wallet/boundary.ts', `import { registerPayPage } from '../../control/pay-page.js';\nexport const p = registerPayPage;\n`)).toEqual([expect.stringMatching(tier)]);
    expect(await problems('sandbox/src/control/boundary.ts', `import { createSandboxApp } from '../app.js';\nexport const a = createSandboxApp;\n`)).toEqual([expect.stringMatching(tier)]);
    // wallet comes after account: account may not import it back, wallet may import account's pieces.
    expect(await problems('sandbox/src/domains/account/boundary.ts', `import { fundsBook } from '../wallet/funds-books.js';\nexport const f = fundsBook;\n`)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The sandbox domain account imports only the domains listed before it/),
    ]);
    expect(await problems('sandbox/src/domains/wallet/boundary.ts', `import { profileOf } from '../account/identity-profiles.js';\nexport const p = profileOf;\n`)).toEqual([]);
  });
});
