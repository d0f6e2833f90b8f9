import { desDecryptBase64, rsaDecryptHex } from './crypto.js';
import type { RsaKey } from './crypto.js';
import { PlatformError } from './errors.js';
import type { WireBody } from './wire-body.js';

const SESSION_KEY = /^[0-9A-Za-z]{16}$/;
const BASE64_TEXT = /^[A-Za-z0-9+/=\s]+$/;

/** The base64 ciphertext of an encrypted call: `{"value":"<base64>"}`, or (older clients) the bare string. */
function cipherTextOf(body: WireBody): string {
  switch (body.kind) {
    case 'empty':
      throw PlatformError.of('requestBody');
    case 'json': {
      const { value } = body;
      if (typeof value === 'string') return value;
      if (typeof value === 'object' && value !== null && 'value' in value && typeof value.value === 'string') {
        return value.value;
      }
      throw PlatformError.of('encryption');
    }
    case 'malformed':
      // Under a JSON content type only base64 may stand in for JSON; anything else is a broken body.
      if (!BASE64_TEXT.test(body.raw)) throw PlatformError.of('requestBody');
      return body.raw.trim();
    case 'text':
      return body.raw.trim();
    case 'form':
      throw PlatformError.of('encryption');
  }
}

/** The 16-character key the client chose, recovered from the `Encryption` header. */
export function sessionKeyOf(encryptionHeader: string | undefined, key: RsaKey): string {
  if (encryptionHeader === undefined) throw PlatformError.of('encryption');
  const plain = rsaDecryptHex(encryptionHeader, key);
  const text = plain?.toString('latin1');
  if (text === undefined || !SESSION_KEY.test(text)) throw PlatformError.of('encryption');
  return text;
}

/**
 * Decrypts an encrypted call (upstream-protocol.md section 3). Any failure answers `encryption.invalid`, on
 * which the gateway refetches the RSA key and retries once. A missing body is `request_body_required`.
 */
export function decryptPayload(body: WireBody, encryptionHeader: string | undefined, key: RsaKey): unknown {
  const cipherText = cipherTextOf(body);
  const sessionKey = sessionKeyOf(encryptionHeader, key);
  const plainText = desDecryptBase64(cipherText, sessionKey);
  if (plainText === null) throw PlatformError.of('encryption');
  try {
    return JSON.parse(plainText) as unknown;
  } catch {
    throw PlatformError.of('encryption');
  }
}
