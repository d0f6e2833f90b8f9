import type { FastifyRequest } from 'fastify';
import { visitorIp } from '../../protocol/headers.js';
import type { Account } from '../../core/accounts.js';
import { profileOf } from '../account/identity-profiles.js';
import type { SandboxStore } from '../../core/store.js';
import { maskMobile } from '../account/member.js';
import { identityError } from '../account/identity-errors.js';

/**
 * Accounts under login-IP verification may log in by password only from a trusted address; from any other
 * the login answers `login.ip.verification` (HTTP 200, no token) and the client completes it through
 * `/wps/session/login/verification` with an SMS code.
 */
export function requireTrustedIp(store: SandboxStore, account: Account, request: FastifyRequest): void {
  const profile = profileOf(store.data, account);
  if (!profile.loginIpVerification || profile.trustedIps.includes(visitorIp(request))) return;
  throw identityError('ipVerification', {
    value: { ipVerification: true, mobile: maskMobile(account.mobile), countryDialingCode: profile.countryDialingCode },
  });
}

export function trustIp(store: SandboxStore, account: Account, request: FastifyRequest): void {
  const profile = profileOf(store.data, account);
  const ip = visitorIp(request);
  if (!profile.trustedIps.includes(ip)) profile.trustedIps.push(ip);
}
