#!/usr/bin/env node
// Runs the sandbox and the gateway (which serves the built web client) as two processes on one machine.
//   node scripts/start.mjs            compiled output (after `pnpm build`)
//   node scripts/start.mjs --source   TypeScript sources through tsx (tests; no gateway/sandbox build)
//   node scripts/start.mjs --dev      tsx watch for both, plus the Vite dev server with hot reload
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv.includes('--dev') ? 'dev' : process.argv.includes('--source') ? 'source' : 'built';
const sandboxPort = process.env.SANDBOX_PORT ?? '4010';
const tsx = join(root, 'node_modules/.bin/tsx');

const env = {
  ...process.env,
  SANDBOX_PORT: sandboxPort,
  UPSTREAM_URL: process.env.UPSTREAM_URL ?? `http://127.0.0.1:${sandboxPort}`,
  PORT: process.env.PORT ?? '4000',
};

const entry = (pkg) =>
  mode === 'built' ? ['node', [join(root, pkg, 'dist/server.js')]]
  : mode === 'source' ? [tsx, [join(root, pkg, 'src/server.ts')]]
  : [tsx, ['watch', join(root, pkg, 'src/server.ts')]];

const children = [
  ['sandbox', ...entry('sandbox')],
  ['gateway', ...entry('gateway')],
  ...(mode === 'dev' ? [['web', join(root, 'node_modules/.bin/vite'), ['--config', join(root, 'web/vite.config.ts')]]] : []),
].map(([name, command, args]) => {
  const child = spawn(command, args, { cwd: join(root, name), env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 12_000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log(`Saola: http://127.0.0.1:${env.PORT}  (GraphiQL /graphiql, sandbox ${env.UPSTREAM_URL})`);
