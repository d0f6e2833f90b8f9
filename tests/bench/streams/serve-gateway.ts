// The gateway alone in its own process for the streams benchmark, configured by its environment variables, so its
// RSS is its own: it reports its port over IPC, then answers `rss` with its resident memory.
import { buildApp } from '../../../gateway/src/app.js';
import { loadConfig } from '../../../gateway/src/config.js';
import { createLogger } from '../../../gateway/src/infra/logging/logger.js';

export type FromGateway = { type: 'ready'; port: number } | { type: 'rss'; bytes: number };

const config = loadConfig(process.env);
const app = await buildApp(config, createLogger(config));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ type: 'ready', port: typeof address === 'object' && address !== null ? address.port : 0 } satisfies FromGateway);
process.on('message', () => {
  // A settled heap, so the figure is what the streams hold rather than garbage not yet collected.
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ type: 'rss', bytes: process.memoryUsage().rss } satisfies FromGateway);
});
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
