import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';

export interface MultipartFile {
  name: string;
  bytes: number;
}

export interface SlowUpload {
  /** The gateway's address (http://host:port). */
  url: string;
  /** The GraphQL request; each file goes to `variables.input.proofImages.<i>`. */
  operations: { query: string; variables: Record<string, unknown> };
  files: MultipartFile[];
  cookie?: string;
  /** Bytes of the body sent before the client goes silent (the rest is never sent). */
  sendBytes: number;
  /** How long to wait, once silent, for the server to answer or hang up. */
  waitMs: number;
}

export interface SlowUploadOutcome {
  /** The status line's code when the server answered; undefined when it never did. */
  status: number | undefined;
  /** Whether the server answered or hung up while the body was still unsent. */
  endedEarly: boolean;
  bodyBytes: number;
  sentBytes: number;
  text: string;
}

/** A GraphQL multipart request body (graphql-multipart-request-spec) with files of zero bytes after a PNG signature. */
function multipartBody(boundary: string, operations: SlowUpload['operations'], files: MultipartFile[]): Buffer {
  const map = Object.fromEntries(files.map((_, i) => [String(i), [`variables.input.proofImages.${i}`]]));
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const parts: Buffer[] = [Buffer.from(field('operations', JSON.stringify(operations)) + field('map', JSON.stringify(map)))];
  files.forEach((file, i) => {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`));
    const bytes = Buffer.alloc(file.bytes, 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    parts.push(bytes, Buffer.from('\r\n'));
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/**
 * A multipart upload over a raw socket that announces its whole length, sends only the first `sendBytes` of the
 * body and then goes silent: what a slowloris or a client holding the gateway's memory hostage does. Resolves when
 * the server answers or hangs up, or after `waitMs` of silence (then the client leaves).
 */
export function slowUpload(options: SlowUpload): Promise<SlowUploadOutcome> {
  const boundary = `----attack${randomBytes(8).toString('hex')}`;
  const body = multipartBody(boundary, options.operations, options.files);
  const target = new URL(options.url);
  const head = [
    'POST /graphql HTTP/1.1',
    `Host: ${target.host}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${body.length}`,
    'Apollo-Require-Preflight: true',
    ...(options.cookie === undefined ? [] : [`Cookie: ${options.cookie}`]),
    '',
    '',
  ].join('\r\n');
  const sent = body.subarray(0, Math.min(options.sendBytes, body.length));
  return new Promise((resolve) => {
    const socket = connect(Number(target.port), target.hostname);
    let text = '';
    let settled = false;
    const finish = (endedEarly: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      resolve({ status: status === undefined ? undefined : Number(status), endedEarly, bodyBytes: body.length, sentBytes: sent.length, text });
    };
    const timer = setTimeout(() => finish(false), options.waitMs);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      // The head and the JSON answer: enough to know what the server said.
      if (/\r\n\r\n[\s\S]*\}/.test(text)) finish(true);
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => {
      socket.write(head);
      socket.write(sent);
    });
  });
}

export const FIVE_MB = 5 * 1024 * 1024;
