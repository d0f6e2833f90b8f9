import type { ErrorCode } from '../../__generated__/schema-types.js';

/** The codes a client may see in `extensions.code`: the schema's ErrorCode enum is their one definition. */
export type GatewayErrorCode = ErrorCode;

/** 'REJECTED': the platform said no for a business reason (wrong password, captcha demanded). */
export type UpstreamFailureCode = GatewayErrorCode | 'REJECTED';

export interface UpstreamErrorDetails {
  code: UpstreamFailureCode;
  call: string;
  status?: number | undefined;
  upstreamCode?: string | undefined;
  upstreamMessage?: string | undefined;
  value?: unknown;
  cause?: unknown;
}

/**
 * A failed platform call. The message is for logs only and must never reach a client; the upstream detail
 * stays in fields so a domain service can turn REJECTED into userErrors.
 */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  readonly code: UpstreamFailureCode;
  readonly status: number | undefined;
  readonly upstreamCode: string | undefined;
  readonly upstreamMessage: string | undefined;
  readonly value: unknown;
  readonly call: string;

  constructor(details: UpstreamErrorDetails) {
    const httpPart = details.status === undefined ? 'no HTTP answer' : `HTTP ${details.status}`;
    const codePart = details.upstreamCode === undefined ? '' : ` ${details.upstreamCode}`;
    super(`upstream call ${details.call} failed: ${details.code} (${httpPart}${codePart})`, {
      cause: details.cause,
    });
    this.code = details.code;
    this.call = details.call;
    this.status = details.status;
    this.upstreamCode = details.upstreamCode;
    this.upstreamMessage = details.upstreamMessage;
    this.value = details.value;
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}

const sessionCodes = new Set(['login.not.session', 'user.or.token.invalid', 'CUSTOMER_NOT_LOGIN', 'token_ip_different']);
// Codes that mean the gateway sent something the platform cannot read: our bug, not the user's.
const ourBugCodes = new Set(['request_param_err', 'request_body_required', '#459', 'encryption.invalid']);
// Business outcomes the platform reports with a 5xx status; they are answers, not outages.
const businessCodesOn5xx = new Set(['#734']);

/** Maps a failed answer (HTTP status and upstream errorCode) to what the gateway makes of it. */
export function classifyFailure(status: number | undefined, upstreamCode: string | undefined): UpstreamFailureCode {
  if (upstreamCode !== undefined) {
    if (sessionCodes.has(upstreamCode)) return 'UNAUTHENTICATED';
    if (upstreamCode === 'function.not.available') return 'MAINTENANCE';
    if (upstreamCode === 'region.restricted') return 'REGION_BLOCKED';
    if (upstreamCode === 'TOO_MANY_REQUESTS') return 'RATE_LIMITED';
    if (upstreamCode === '#727') return 'UPSTREAM_UNAVAILABLE';
    if (ourBugCodes.has(upstreamCode)) return 'INTERNAL';
    if (businessCodesOn5xx.has(upstreamCode)) return 'REJECTED';
  }
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 403) return 'FORBIDDEN';
  if (status !== undefined && status >= 500) return 'UPSTREAM_UNAVAILABLE';
  return 'REJECTED';
}
