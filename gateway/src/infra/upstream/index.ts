// The upstream package's public face: domain services import from here, never from the files behind it.
export { calls, type CallName, type CallSpec } from './catalogue.js';
export { createUpstreamClient } from './client.js';
export { desDecryptLink } from './crypto.js';
export { isUpstreamError, UpstreamError, type GatewayErrorCode, type UpstreamFailureCode } from './errors.js';
export type { ModuleId } from './modules.js';
export type { CallParams, UpstreamClient, UpstreamClientOptions, UpstreamLanguage, UpstreamResponse } from './types.js';
