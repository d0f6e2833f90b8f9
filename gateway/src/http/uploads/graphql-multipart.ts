import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_MESSAGES } from '../../infra/errors/gateway-error.js';
import { roleRefusal } from '../../graphql/roles/require-role.js';
import { SESSION_COOKIE } from '../../infra/session/request-session.js';
import type { SessionSealer } from '../../infra/session/sealer.js';
import type { GatewayErrorCode } from '../../infra/upstream/index.js';
import { UploadedFile } from '../../graphql/values/uploaded-file.js';
import type { UploadSlots } from './upload-slots.js';

/** Spec 001 sections 5 and 9: at most 3 images; each may be 5 MB, one byte more shows it is larger. */
export const MAX_FILES = 3;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const LIMITS = {
  files: MAX_FILES,
  // Read one byte past the limit, so the mutation can refuse an oversized image by name (FILE_TOO_LARGE).
  fileSize: MAX_FILE_BYTES + 1,
  fields: 2,
  fieldSize: 100 * 1024,
  parts: MAX_FILES + 2,
  headerPairs: 50,
};

/** A part's boundary line and headers (its name, a browser's file name, its type), with room to spare. */
const PART_OVERHEAD = 1024;

/**
 * The largest multipart body a legal upload makes: three files of 5 MB, `operations` and `map` at their limits,
 * each part with its boundary and headers. A larger declared body is refused before it is read; the balancer's
 * client_max_body_size (deploy/nginx.conf) is set just above it.
 */
export const MAX_MULTIPART_BYTES = MAX_FILES * (MAX_FILE_BYTES + PART_OVERHEAD) + LIMITS.fields * (LIMITS.fieldSize + PART_OVERHEAD) + PART_OVERHEAD;

// Apollo's CSRF prevention (csrfPrevention, on by default) asks the same of simple requests; checking it before
// the body is read means a cross-site form never costs a 15 MB upload.
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);
const GRAPHQL_RESPONSE = 'application/graphql-response+json';

class MultipartRefusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export interface MultipartSettings {
  /** Opens the session cookie: only a real account's request is read. */
  sealer: SessionSealer;
  /** Multipart requests read at once (config UPLOADS_IN_FLIGHT). */
  slots: UploadSlots;
  /** How long the body may take to arrive once its slot is taken (config UPLOAD_BODY_TIMEOUT_MS). */
  bodyTimeoutMs: number;
}

/**
 * The GraphQL multipart request spec (github.com/jaydenseric/graphql-multipart-request-spec) on /graphql, built on
 * @fastify/multipart: `operations` (the JSON request with nulls where files go), `map` (file field → variable
 * paths), then the files. Files are read into memory within the limits and put into the variables as
 * UploadedFile values; nothing is written to disk. Register it in the scope of the GraphQL route.
 *
 * Before any of the body is read, the headers must show a request worth reading: the CSRF preflight header, a
 * declared size within a legal upload's, the session of a real account (every mutation that takes files is
 * `@auth(requires: REAL_ACCOUNT)`) and a free upload slot. A refusal then answers at once and closes the
 * connection, so the body is never read: a visitor cannot make the gateway hold files for nobody. A body still
 * arriving at the deadline is refused alike (408), and its slot given back: a member sending a byte now and then
 * holds a slot no longer than a slow connection's legal upload would.
 */
export async function registerGraphqlMultipart(scope: FastifyInstance, settings: MultipartSettings): Promise<void> {
  await scope.register(multipart, { limits: LIMITS, throwFileSizeLimit: false });
  scope.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.isMultipart()) return;
    const unread = (status: number, code: GatewayErrorCode, message: string) => refuse(request, reply.header('connection', 'close'), status, code, message);
    if (!PREFLIGHT_HEADERS.some((name) => (request.headers[name]?.length ?? 0) > 0)) {
      return unread(400, 'BAD_USER_INPUT', 'A multipart request needs the "Apollo-Require-Preflight: true" header.');
    }
    if (Number(request.headers['content-length']) > MAX_MULTIPART_BYTES) return unread(413, 'BAD_USER_INPUT', `At most ${MAX_FILES} files of 5 MB each.`);
    const sealed = request.cookies[SESSION_COOKIE];
    const session = sealed ? await settings.sealer.unseal(sealed) : null;
    if (session === null) return unread(401, 'UNAUTHENTICATED', PUBLIC_MESSAGES.UNAUTHENTICATED);
    // What the mutation itself would answer this session, before its files are read.
    const refusal = roleRefusal(session, 'REAL_ACCOUNT') ?? (session.passwordChangeRequired === true ? 'PASSWORD_CHANGE_REQUIRED' : null);
    if (refusal !== null) return unread(403, refusal, PUBLIC_MESSAGES[refusal]);
    const slot = settings.slots.take(session.memberId);
    if ('refused' in slot) {
      reply.header('retry-after', '5');
      return unread(slot.refused === 'gateway-busy' ? 503 : 429, 'RATE_LIMITED', 'Too many uploads at once, please try again in a moment.');
    }
    // Held until the answer is sent or the client goes: the files live as long as the request.
    reply.raw.once('close', slot.release);
    let body: Record<string, unknown> | typeof EXPIRED;
    try {
      body = await withinDeadline(readOperation(request), settings.bodyTimeoutMs);
    } catch (error) {
      if (error instanceof MultipartRefusal) return refuse(request, reply, error.status, 'BAD_USER_INPUT', error.message);
      const limit = (error as { statusCode?: number }).statusCode === 413;
      return refuse(request, reply, limit ? 413 : 400, 'BAD_USER_INPUT', limit ? `At most ${MAX_FILES} files of 5 MB each.` : 'Malformed multipart request.');
    }
    if (body === EXPIRED) {
      // Closing the connection once answered ends the read (its parts are dropped); the slot is free from now.
      slot.release();
      return unread(408, 'BAD_USER_INPUT', 'The upload took too long to arrive, please try again.');
    }
    request.body = body;
  });
}

/**
 * A GraphQL error answer for a request refused before it ran, as GraphQL over HTTP has it: in
 * application/graphql-response+json where the client takes it (Apollo Client then reads the error's code from a
 * 4xx or 5xx answer), else in application/json.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, code: GatewayErrorCode, message: string): FastifyReply {
  const type = (request.headers.accept ?? '').includes(GRAPHQL_RESPONSE) ? GRAPHQL_RESPONSE : 'application/json';
  return reply.code(status).header('content-type', `${type}; charset=utf-8`).send({ errors: [{ message, extensions: { code } }] });
}

const EXPIRED = Symbol('expired');

/** The work's outcome, or EXPIRED when it has not settled within the time (it goes on; its outcome is then ignored). */
async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof EXPIRED> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<typeof EXPIRED>((resolve) => {
    timer = setTimeout(resolve, ms, EXPIRED);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

async function readOperation(request: FastifyRequest): Promise<Record<string, unknown>> {
  let operation: Record<string, unknown> | undefined;
  let map: Map<string, string[]> | undefined;
  const files = new Map<string, UploadedFile>();
  for await (const part of request.parts({ limits: LIMITS })) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw new MultipartRefusal(`The "${part.fieldname}" field is too long.`, 413);
      if (part.fieldname === 'operations' && operation === undefined) operation = parseOperation(String(part.value));
      else if (part.fieldname === 'map' && operation !== undefined && map === undefined) map = parseMap(String(part.value));
      else throw new MultipartRefusal('Send "operations", then "map", then the files.');
      continue;
    }
    if (map === undefined || !map.has(part.fieldname) || files.has(part.fieldname)) {
      throw new MultipartRefusal(`The file "${part.fieldname}" is not in "map".`);
    }
    files.set(part.fieldname, new UploadedFile(part.filename, await part.toBuffer()));
  }
  if (operation === undefined || map === undefined) throw new MultipartRefusal('"operations" and "map" are required.');
  for (const [name, paths] of map) {
    const file = files.get(name);
    if (file === undefined) throw new MultipartRefusal(`The file "${name}" named in "map" did not arrive.`);
    for (const path of paths) placeFile(operation, path, file);
  }
  return operation;
}

function parseOperation(json: string): Record<string, unknown> {
  const value = parseJson(json, 'operations');
  // One operation per request: the gateway does not batch.
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new MultipartRefusal('"operations" must be one GraphQL request object.');
  return value as Record<string, unknown>;
}

function parseMap(json: string): Map<string, string[]> {
  const value = parseJson(json, 'map');
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new MultipartRefusal('"map" must be an object.');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_FILES) throw new MultipartRefusal(`At most ${MAX_FILES} files.`, 413);
  return new Map(
    entries.map(([name, paths]) => {
      if (!Array.isArray(paths) || paths.length === 0 || !paths.every((path) => typeof path === 'string')) {
        throw new MultipartRefusal(`"map.${name}" must list variable paths.`);
      }
      return [name, paths as string[]];
    }),
  );
}

function parseJson(json: string, field: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    throw new MultipartRefusal(`"${field}" is not JSON.`);
  }
}

/** Puts a file where the operation holds its null placeholder; only inside `variables`, never on a prototype. */
function placeFile(operation: Record<string, unknown>, path: string, file: UploadedFile): void {
  const segments = path.split('.');
  if (segments[0] !== 'variables' || segments.length < 2 || segments.some((segment) => FORBIDDEN_SEGMENTS.has(segment) || segment === '')) {
    throw new MultipartRefusal(`"${path}" is not a variable path.`);
  }
  let target: unknown = operation;
  for (const segment of segments.slice(0, -1)) {
    target = target !== null && typeof target === 'object' && Object.hasOwn(target, segment) ? (target as Record<string, unknown>)[segment] : undefined;
    if (target === null || typeof target !== 'object') throw new MultipartRefusal(`"${path}" is not in the operation.`);
  }
  const last = segments.at(-1) as string;
  const holder = target as Record<string, unknown>;
  if (!Object.hasOwn(holder, last) || holder[last] !== null) throw new MultipartRefusal(`"${path}" must hold null in the operation.`);
  holder[last] = file;
}
