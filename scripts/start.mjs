#!/usr/bin/env node
// Runs the sandbox and the gateway (which serves the built web client) as two processes on one machine.
//   node scripts/start.mjs            compiled output (after `pnpm build`)
//   node scripts/start.mjs --source   TypeScript sources through tsx (tests; no gateway/sandbox build)
//   node scripts/start.mjs --dev      tsx watch for both, plus the Vite dev server with hot reload
// The compiled run (`pnpm start`) is production unless NODE_ENV says otherwise: graphql-js and Apollo skip their
// development checks. Being a local demo on plain HTTP, it makes up a session secret when none is given (a
// restart logs everyone out), keeps cookies usable without TLS and serves GraphiQL; each is overridable by its
// variable (SESSION_SECRET, COOKIE_SECURE, GRAPHIQL). Gateway and sandbox share one ALTCHA_HMAC_KEY (made up when none).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv.includes('--dev') ? 'dev' : process.argv.includes('--source') ? 'source' : 'built';
const sandboxPort = process.env.SANDBOX_PORT ?? '4010';
const tsx = join(root, 'node_modules/.bin/tsx');

const production = (process.env.NODE_ENV ?? (mode === 'built' ? 'production' : 'development')) === 'production';
const env = {
  ...process.env,
  NODE_ENV: production ? 'production' : (process.env.NODE_ENV ?? 'development'),
  ...(production
    ? {
        SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(48).toString('base64'),
        COOKIE_SECURE: process.env.COOKIE_SECURE ?? 'false',
        GRAPHIQL: process.env.GRAPHIQL ?? 'true',
      }
    : {}),
  // The site signs ALTCHA challenges and the sandbox (standing in for the platform) checks them: one key for both.
  ALTCHA_HMAC_KEY: process.env.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('base64url'),
  // Outside production, Google, Facebook and third-party SMS sign in against the sandbox's imitation of the Firebase
  // Auth emulator unless a Firebase app is configured (the sandbox issues tokens for project saola-sandbox).
  ...(production || process.env.FIREBASE_API_KEY
    ? {}
    : {
        FIREBASE_API_KEY: 'sandbox-web-api-key',
        FIREBASE_AUTH_DOMAIN: `127.0.0.1:${sandboxPort}`,
        FIREBASE_PROJECT_ID: 'saola-sandbox',
        FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${sandboxPort}`,
      }),
  SANDBOX_PORT: sandboxPort,
  UPSTREAM_URL: process.env.UPSTREAM_URL ?? `http://127.0.0.1:${sandboxPort}`,
  PORT: process.env.PORT ?? '4000',
};

// The compiled gateway runs as in the Dockerfile, with the Node flags and environment of gateway/node-settings.json.
const gatewayNode = JSON.parse(readFileSync(join(root, 'gateway/node-settings.json'), 'utf8'));
const deployed = (pkg) => (mode === 'built' && pkg === 'gateway' ? gatewayNode : { flags: [], env: {} });

const entry = (pkg) =>
  mode === 'built' ? ['node', [...deployed(pkg).flags, join(root, pkg, 'dist/server.js')]]
  : mode === 'source' ? [tsx, [join(root, pkg, 'src/server.ts')]]
  : [tsx, ['watch', join(root, pkg, 'src/server.ts')]];

const children = [
  ['sandbox', ...entry('sandbox')],
  ['gateway', ...entry('gateway')],
  ...(mode === 'dev' ? [['web', join(root, 'node_modules/.bin/vite'), ['--config', join(root, 'web/vite.config.ts')]]] : []),
].map(([name, command, args]) => {
  const child = spawn(command, args, { cwd: join(root, name), env: { ...env, ...deployed(name).env }, stdio: 'inherit' });
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

console.log(`Saola (${env.NODE_ENV}): http://127.0.0.1:${env.PORT}  (GraphiQL /graphiql, sandbox ${env.UPSTREAM_URL})`);
