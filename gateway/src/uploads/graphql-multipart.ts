import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UploadedFile } from './uploaded-file.js';

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

// Apollo's CSRF prevention (csrfPrevention, on by default) asks the same of simple requests; checking it before
// the body is read means a cross-site form never costs a 15 MB upload.
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

class MultipartRefusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/**
 * The GraphQL multipart request spec (github.com/jaydenseric/graphql-multipart-request-spec) on /graphql, built on
 * @fastify/multipart: `operations` (the JSON request with nulls where files go), `map` (file field → variable
 * paths), then the files. Files are read into memory within the limits and put into the variables as
 * UploadedFile values; nothing is written to disk. Register it in the scope of the GraphQL route.
 */
export async function registerGraphqlMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { limits: LIMITS, throwFileSizeLimit: false });
  scope.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.isMultipart()) return;
    if (!PREFLIGHT_HEADERS.some((name) => (request.headers[name]?.length ?? 0) > 0)) {
      return refuse(reply, 400, 'A multipart request needs the "Apollo-Require-Preflight: true" header.');
    }
    try {
      request.body = await readOperation(request);
    } catch (error) {
      if (error instanceof MultipartRefusal) return refuse(reply, error.status, error.message);
      const limit = (error as { statusCode?: number }).statusCode === 413;
      return refuse(reply, limit ? 413 : 400, limit ? `At most ${MAX_FILES} files of 5 MB each.` : 'Malformed multipart request.');
    }
  });
}

function refuse(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).header('content-type', 'application/json; charset=utf-8').send({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
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
