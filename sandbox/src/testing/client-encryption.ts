import CryptoJS from 'crypto-js';

/**
 * The client side of upstream-protocol.md section 3, written for the tests apart from the sandbox's own code:
 * RSA of the 16-character key with BigInt, DES-ECB of the payload with crypto-js.
 */
export const TEST_SESSION_KEY = 'Ab3dEf7hJk9mNp2q';

function power(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  for (let rest = exponent; rest > 0n; rest /= 2n) {
    if (rest % 2n === 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

export function rsaEncryptKey(sessionKey: string, modulusHex: string): string {
  const message = BigInt(`0x${Buffer.from(sessionKey, 'utf8').toString('hex')}`);
  return power(message, 65537n, BigInt(`0x${modulusHex}`)).toString(16);
}

export function desEncryptPayload(payload: unknown, sessionKey: string): string {
  const key = CryptoJS.enc.Utf8.parse(sessionKey.slice(0, 8));
  const encrypted = CryptoJS.DES.encrypt(JSON.stringify(payload), key, {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return encrypted.ciphertext.toString(CryptoJS.enc.Base64);
}

/** The `Encryption` header and the `{"value": ...}` body of an encrypted call. */
export function encryptCall(payload: unknown, modulusHex: string, sessionKey: string = TEST_SESSION_KEY) {
  return {
    encryption: rsaEncryptKey(sessionKey, modulusHex),
    body: { value: desEncryptPayload(payload, sessionKey) },
  };
}
