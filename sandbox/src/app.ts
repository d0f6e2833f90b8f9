import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { controlRoutes } from './control/control-routes.js';
import { installTrafficHook } from './control/traffic-hook.js';
import { DEFAULTS } from './options.js';
import type { SandboxOptions } from './options.js';
import { answerPlatformError } from './protocol/error-handler.js';
import { PlatformError } from './protocol/errors.js';
import { registerPlatformRoutes } from './core/route-registry.js';
import { installWireBodyParsers } from './protocol/wire-body.js';
import { platformRoutes } from './domains/platform-routes.js';
import { createSeedData } from './domains/seed-data.js';
import { SandboxStore } from './core/store.js';
import { withoutCdnPath } from './core/own-origin.js';
import { firebaseEmulatorRoutes } from './domains/auth/firebase-emulator-routes.js';

export interface SandboxApp {
  app: FastifyInstance;
  store: SandboxStore;
}

/** The sandbox as a Fastify app (not listening) with the store its routes share. */
export function createSandboxApp(options: SandboxOptions = {}): SandboxApp {
  const store = new SandboxStore({
    seed: createSeedData,
    merchant: options.merchant ?? DEFAULTS.merchant,
    idleTtlMs: options.tokenTtlMs ?? DEFAULTS.tokenTtlMs,
    singleSession: options.singleSession ?? DEFAULTS.singleSession,
    siteLines: options.siteLines,
    altchaHmacKey: options.altchaHmacKey,
  });
  const app = Fastify({
    logger: options.logger ? { level: options.logger === true ? 'info' : options.logger } : false,
    forceCloseConnections: true,
    // Proof and promotion images travel as base64 JSON: 3 images of 5 MB each, with room for the encoding.
    bodyLimit: 25 * 1024 * 1024,
    rewriteUrl: (request) => withoutCdnPath(request.url ?? '/'),
  });

  installTrafficHook(app, store);
  app.setErrorHandler(answerPlatformError);
  app.setNotFoundHandler(() => {
    throw PlatformError.of('pathNotFound');
  });
  app.register(async (platform) => {
    installWireBodyParsers(platform);
    registerPlatformRoutes(platform, platformRoutes, store);
  });
  app.register(controlRoutes(store), { prefix: '/__sandbox' });
  // Google and Facebook sign-in and third-party SMS, as the Firebase SDK does them against the Auth emulator.
  app.register(firebaseEmulatorRoutes(store));
  return { app, store };
}
