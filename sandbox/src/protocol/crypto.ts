import { generateKeyPairSync } from 'node:crypto';
import CryptoJS from 'crypto-js';

/** The platform's fixed public exponent (upstream-protocol.md section 3). */
export const RSA_PUBLIC_EXPONENT = 65537n;
const RSA_MODULUS_BITS = 1024;

export interface RsaKey {
  readonly n: bigint;
  readonly d: bigint;
  /** The modulus as lowercase hex, exactly as `/wps/session/key/rsa` answers it. */
  readonly modulusHex: string;
}

function base64UrlToBigInt(text: string): bigint {
  return BigInt(`0x${Buffer.from(text, 'base64url').toString('hex')}`);
}

export function rsaKeyFromParts(n: bigint, d: bigint): RsaKey {
  return { n, d, modulusHex: n.toString(16) };
}

export function generateRsaKey(): RsaKey {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: RSA_MODULUS_BITS,
    publicExponent: Number(RSA_PUBLIC_EXPONENT),
  });
  const jwk = privateKey.export({ format: 'jwk' });
  if (jwk.n === undefined || jwk.d === undefined) throw new Error('RSA key export lacks n or d');
  return rsaKeyFromParts(base64UrlToBigInt(jwk.n), base64UrlToBigInt(jwk.d));
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let factor = base % modulus;
  let rest = exponent;
  while (rest > 0n) {
    if (rest & 1n) result = (result * factor) % modulus;
    factor = (factor * factor) % modulus;
    rest >>= 1n;
  }
  return result;
}

/**
 * Textbook RSA without padding, as the platform's browser script does it: the hex may be grouped or spaced,
 * so every non-hex character is dropped; the plaintext loses its leading zero bytes. Null when unusable.
 */
export function rsaDecryptHex(cipherText: string, key: RsaKey): Buffer | null {
  const hex = cipherText.replace(/[^0-9a-fA-F]/g, '');
  if (hex === '') return null;
  const cipher = BigInt(`0x${hex}`);
  if (cipher >= key.n) return null;
  const plain = modPow(cipher, key.d, key.n);
  if (plain === 0n) return null;
  let plainHex = plain.toString(16);
  if (plainHex.length % 2 === 1) plainHex = `0${plainHex}`;
  return Buffer.from(plainHex, 'hex');
}

const DES_OPTIONS = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function desKey(key: string): CryptoJS.lib.WordArray {
  return CryptoJS.enc.Hex.parse(Buffer.from(key, 'utf8').subarray(0, 8).toString('hex'));
}

/** PKCS7 checked strictly, as a Java server's PKCS5Padding does; crypto-js itself would accept any last byte. */
function stripPkcs7(block: Buffer): Buffer | null {
  const padding = block.at(-1);
  if (padding === undefined || padding < 1 || padding > 8 || padding > block.length) return null;
  for (let index = block.length - padding; index < block.length; index += 1) {
    if (block[index] !== padding) return null;
  }
  return block.subarray(0, block.length - padding);
}

/** DES-ECB with PKCS7 padding, base64 out; the key is the first 8 bytes of `key`. */
export function desEncryptBase64(plainText: string, key: string): string {
  return CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plainText), desKey(key), DES_OPTIONS).ciphertext.toString(
    CryptoJS.enc.Base64,
  );
}

/** The reverse of desEncryptBase64; null when the text is not base64 of whole blocks or does not decrypt to UTF-8. */
export function desDecryptBase64(cipherText: string, key: string): string | null {
  const compact = cipherText.replace(/\s/g, '');
  if (!BASE64.test(compact) || compact.length % 4 !== 0) return null;
  const ciphertext = CryptoJS.enc.Base64.parse(compact);
  if (ciphertext.sigBytes === 0 || ciphertext.sigBytes % 8 !== 0) return null;
  const padded = CryptoJS.DES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), desKey(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.NoPadding,
  });
  const plain = stripPkcs7(Buffer.from(padded.toString(CryptoJS.enc.Hex), 'hex'));
  if (plain === null) return null;
  const text = new TextDecoder('utf-8', { fatal: true });
  try {
    return text.decode(plain);
  } catch {
    return null;
  }
}
