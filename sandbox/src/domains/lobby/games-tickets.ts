import { newLaunchId, TICKET_TTL_MS } from './games-launches.js';
import type { LaunchBook, LaunchTicket } from './games-launches.js';
import type { Language } from '../../protocol/headers.js';

export type TicketRequest = Omit<LaunchTicket, 'ticket' | 'issuedAt' | 'used' | 'language'>;

export function issueTicket(book: LaunchBook, request: TicketRequest, now: number, language: Language): LaunchTicket {
  const ticket: LaunchTicket = { ...request, language, ticket: newLaunchId(book), issuedAt: now, used: false };
  book.tickets[ticket.ticket] = ticket;
  return ticket;
}

export type Redemption = { ok: true; ticket: LaunchTicket } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Opening a game page spends its ticket: a launch URL works once and for ten minutes. */
export function redeemTicket(book: LaunchBook, id: string, kind: LaunchTicket['kind'], now: number): Redemption {
  const ticket = book.tickets[id];
  if (ticket === undefined || ticket.kind !== kind) return { ok: false, reason: 'unknown' };
  if (ticket.used) return { ok: false, reason: 'used' };
  if (now - ticket.issuedAt > TICKET_TTL_MS) return { ok: false, reason: 'expired' };
  ticket.used = true;
  return { ok: true, ticket };
}

export function demoPath(ticket: LaunchTicket): string {
  return `/__sandbox/demo/${ticket.kind}?ticket=${ticket.ticket}`;
}

/** FB sports for guests: no ticket, as there is no account or money behind it. */
export const GUEST_SPORTS_PATH = '/__sandbox/demo/sports?guest=1';
