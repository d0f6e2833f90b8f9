import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import gatewayNode from '../../gateway/node-settings.json' with { type: 'json' };

// gateway/node-settings.json is read by scripts/start.mjs and the benchmark; the Dockerfile and the gateway's own
// start script spell the same settings out, and must not drift from it.
const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');
const envPairs = Object.entries(gatewayNode.env).map(([name, value]) => `${name}=${value}`);

describe('the gateway runs with the same Node settings everywhere it is deployed', () => {
  it('in the Dockerfile', () => {
    const target = read('Dockerfile').split(/^FROM /m).find((stage) => stage.startsWith('build AS gateway'));
    expect(target, 'the gateway target').toBeDefined();
    const command = JSON.parse(/^CMD (\[.*\])$/m.exec(target ?? '')?.[1] ?? '[]') as string[];
    expect(command).toEqual(['node', ...gatewayNode.flags, 'gateway/dist/server.js']);
    const env = /^ENV (.*)$/m.exec(target ?? '')?.[1]?.split(/\s+/) ?? [];
    expect(env).toEqual(expect.arrayContaining(envPairs));
  });

  it("in the gateway package's start script", () => {
    const { scripts } = JSON.parse(read('gateway/package.json')) as { scripts: { start: string } };
    expect(scripts.start).toBe([...envPairs, 'node', ...gatewayNode.flags, 'dist/server.js'].join(' '));
  });
});
