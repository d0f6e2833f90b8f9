import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type forge from 'node-forge';

// Only the node-forge modules DES needs: 'node-forge' itself loads the whole library (TLS, X.509, PKCS#7,
// RSA...), megabytes of heap the gateway never uses. des.js registers DES-ECB with the cipher module.
const require = createRequire(import.meta.url);
const forgeCipher = require('node-forge/lib/cipher.js') as typeof forge.cipher;
const forgeUtil = require('node-forge/lib/util.js') as typeof forge.util;
require('node-forge/lib/des.js');

// Byte-compatible with the platform's browser script (protocol section 3). DES and unpadded RSA are the
// platform's choice; node-forge does DES because Node's OpenSSL 3 refuses it without the legacy provider.

const transportKeyAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const transportKeyLength = 16;
const desKeyLength = 8;
const rsaPublicExponent = 65537n;

/** A fresh 16-character key for one encrypted call, from a CSPRNG. */
export function randomTransportKey(): string {
  let key = '';
  for (let i = 0; i < transportKeyLength; i++) {
    key += transportKeyAlphabet.charAt(randomInt(transportKeyAlphabet.length));
  }
  return key;
}

/** Textbook RSA (no padding) of the key's UTF-8 bytes as a big-endian integer; lowercase hex. */
export function rsaEncryptKey(key: string, modulusHex: string): string {
  if (!/^[0-9a-fA-F]+$/.test(modulusHex)) throw new Error('RSA modulus is not hex');
  const modulus = BigInt(`0x${modulusHex}`);
  const message = BigInt(`0x${Buffer.from(key, 'utf8').toString('hex') || '0'}`);
  // Without padding a message at or above n would silently wrap and the server would recover garbage.
  if (message >= modulus) throw new Error('RSA modulus too small for the transport key');
  return modPow(message, rsaPublicExponent, modulus).toString(16);
}

/** DES-ECB, PKCS7, key = first 8 bytes of the transport key; base64 of the encrypted JSON. */
export function desEncryptJson(payload: unknown, key: string): string {
  const json = JSON.stringify(payload);
  if (json === undefined) throw new Error('payload is not JSON-serialisable');
  const cipher = forgeCipher.createCipher('DES-ECB', desKey(key));
  cipher.start();
  cipher.update(forgeUtil.createBuffer(Buffer.from(json, 'utf8').toString('binary')));
  cipher.finish();
  return Buffer.from(cipher.output.getBytes(), 'binary').toString('base64');
}

/** Customer-service links of type 3: the last 8 characters are the DES key, the rest is DES-ECB base64. */
export function desDecryptLink(cipherText: string): string {
  if (cipherText.length <= desKeyLength) throw new Error('encrypted link too short');
  const key = cipherText.slice(-desKeyLength);
  const data = Buffer.from(cipherText.slice(0, -desKeyLength), 'base64');
  const decipher = forgeCipher.createDecipher('DES-ECB', desKey(key));
  decipher.start();
  decipher.update(forgeUtil.createBuffer(data.toString('binary')));
  // finish() is false when the PKCS7 padding is wrong, which is how a bad key or corrupt text shows.
  if (!decipher.finish()) throw new Error('encrypted link does not decrypt');
  return Buffer.from(decipher.output.getBytes(), 'binary').toString('utf8');
}

function desKey(key: string): forge.util.ByteStringBuffer {
  const bytes = Buffer.from(key, 'utf8').subarray(0, desKeyLength);
  if (bytes.length < desKeyLength) throw new Error('DES key needs 8 bytes');
  return forgeUtil.createBuffer(bytes.toString('binary'));
}

/** Right-to-left square-and-multiply; BigInt keeps it exact for 1024-bit (or larger) moduli. */
function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  let remaining = exponent;
  while (remaining > 0n) {
    if (remaining & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
    remaining >>= 1n;
  }
  return result;
}
