import type { FastifyBaseLogger } from 'fastify';
import { gatewayError } from '../../infra/errors/gateway-error.js';

/**
 * The platform calls one GraphQL request may send on its own account (config PLATFORM_CALLS_PER_REQUEST): a
 * document that lists many entities fetched one by one (`nodes(ids:)` of deposit orders, inbox messages,
 * contracts, aliased) is stopped at the cap instead of fanning out to the platform. Past it, each further call is
 * refused before it is sent, so the fields that need one answer BAD_USER_INPUT and the rest of the answer stands.
 */
export class PlatformCallBudget {
  private sent = 0;
  private refusing = false;

  constructor(
    private readonly limit: number,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Counts a call about to be sent, or refuses it past the limit. */
  spend(): void {
    if (this.sent < this.limit) {
      this.sent += 1;
      return;
    }
    // Logged once per request: whoever sends such documents shows in the log, without a line per refused call.
    if (!this.refusing) this.logger.warn({ limit: this.limit }, 'platform calls past the request budget refused');
    this.refusing = true;
    throw gatewayError('BAD_USER_INPUT', `This request asks for too much at once (more than ${this.limit} lookups): ask for fewer items per request.`);
  }
}
