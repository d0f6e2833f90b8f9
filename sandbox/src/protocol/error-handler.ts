import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failureEnvelope } from './envelope.js';
import { ERROR_CODES, PlatformError } from './errors.js';

/** Every failure on a platform path leaves as an envelope: never a stack trace, never Fastify's error JSON. */
export function answerPlatformError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof PlatformError) {
    return reply.code(error.status).send(failureEnvelope(error.errorCode, error.message, error.value));
  }
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && code.startsWith('FST_ERR_CTP_')) {
    const { requestBody } = ERROR_CODES;
    return reply.code(requestBody.status).send(failureEnvelope(requestBody.code, requestBody.message));
  }
  request.log.error({ err: error }, 'platform call failed');
  const { systemBusy } = ERROR_CODES;
  return reply.code(systemBusy.status).send(failureEnvelope(systemBusy.code, systemBusy.message));
}
