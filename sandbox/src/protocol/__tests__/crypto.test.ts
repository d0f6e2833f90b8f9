import { describe, expect, it } from 'vitest';
import { desDecryptBase64, desEncryptBase64, generateRsaKey, rsaDecryptHex, rsaKeyFromParts } from '../crypto.js';
import { decryptPayload, sessionKeyOf } from '../encrypted-payload.js';
import { PlatformError } from '../errors.js';
import { desEncryptPayload, rsaEncryptKey } from '../../testing/client-encryption.js';

/*
 * Known-answer vectors computed outside this code base:
 *   openssl genrsa -out test.pem 1024 && openssl rsa -in test.pem -noout -text   → n (modulus), d (privateExponent)
 *   python3 -c "print(format(pow(int.from_bytes(b'Ab3dEf7hJk9mNp2q','big'), 65537, n), 'x'))"   → CIPHER_HEX
 *   printf '%s' "$LOGIN_JSON" | openssl enc -des-ecb -K 4162336445663768 -provider legacy -provider default -base64 -A
 *   printf '%s' 'https://t.me/saola_support' | openssl enc -des-ecb -K $(printf Sa0LaKey | xxd -p) \
 *     -provider legacy -provider default -base64 -A
 * (4162336445663768 is the hex of "Ab3dEf7h", the first 8 characters of the session key.)
 */
const N_HEX =
  'e82a22cdb9946201f39e37da95dae7c35e98926bc1e4422f7f5568c55afba461015e7a4361906d1968d00f6ad788e4a997a3236d5da964e0e142f303819bab4bb6cd15e1f075ace3203d7b8fddb2037874b357ba4d81bab56f2b2a16366919d0e6bf43c311d8a35b7040fc7bb1efb5c3839816b502da4d57b98abc8d668a47a9';
const D_HEX =
  '29e2081b530268d7ef4a38cb4f4389921e4baa0694990833a766121ba0794b4350cae985a46138bd5fc24135c62265160f4c18050fe392565b6d078837668cf528bc7afb6d2815737e437ced414c5927b0d2bf6d8fe804b6116de1d2851f8feddeee11b3d26b73acb2badcc7fcfc3de19405c4652d28b19e3f0c2ba9b1094eed';
const CIPHER_HEX =
  '9d20021fa3f08a1fc970f5c7a5f1e09ca2c4e97c8a6c7e3248ce48f9f0cfe85cc9967efac3e260ce26770c538f14dd0c7490a2490a7365637feacef418446e480ee0bbe0af62b2f28064e2f460368f6a38784fdbee5f6f298a7cdc145894b015c808fd940ea22f27760114f4456f7b1cde5188065a139d2f1c9c5200c29ac697';
const SESSION_KEY = 'Ab3dEf7hJk9mNp2q';
const LOGIN_JSON = '{"username":"player01","password":"secret88","type":"username"}';
const LOGIN_DES_BASE64 = 'zV0+zioD1RJxTQZj0l+J4qNsQ5FnOPr9QR8HZP5efjyFDeLwcElQu+5dspc89l/JKe5bERzVWE4YBdkhnSxsjw==';
const LINK_DES_BASE64 = 'd3sVQs8902vyO+6AEohK8ULKhYW4M67z7JNZTSQfpto=';

const testKey = rsaKeyFromParts(BigInt(`0x${N_HEX}`), BigInt(`0x${D_HEX}`));

function refusal(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof PlatformError) return error.errorCode;
    throw error;
  }
  return undefined;
}

describe('RSA (textbook, no padding)', () => {
  it('recovers the key from the known-answer cipher', () => {
    expect(rsaDecryptHex(CIPHER_HEX, testKey)?.toString('latin1')).toBe(SESSION_KEY);
  });

  it('ignores grouping, spaces and case in the hex', () => {
    const grouped = CIPHER_HEX.toUpperCase().match(/.{1,4}/g)?.join(' ') ?? '';
    expect(sessionKeyOf(grouped, testKey)).toBe(SESSION_KEY);
  });

  it('agrees with the independent test encryptor on the known key', () => {
    expect(rsaEncryptKey(SESSION_KEY, N_HEX)).toBe(CIPHER_HEX);
  });

  it('generates 1024-bit keys whose modulus is lowercase hex and round-trips', () => {
    const key = generateRsaKey();
    expect(key.modulusHex).toMatch(/^[0-9a-f]{256}$/);
    expect(sessionKeyOf(rsaEncryptKey('Zz09aB12cD34eF56', key.modulusHex), key)).toBe('Zz09aB12cD34eF56');
  });

  it('refuses a cipher that is not hex, too large, or decrypts to something other than a 16-character key', () => {
    expect(refusal(() => sessionKeyOf(undefined, testKey))).toBe('encryption.invalid');
    expect(refusal(() => sessionKeyOf('zz-zz', testKey))).toBe('encryption.invalid');
    expect(refusal(() => sessionKeyOf(`${N_HEX}00`, testKey))).toBe('encryption.invalid');
    expect(refusal(() => sessionKeyOf(rsaEncryptKey('short', N_HEX), testKey))).toBe('encryption.invalid');
    expect(refusal(() => sessionKeyOf(rsaEncryptKey('0123456789abcde!', N_HEX), testKey))).toBe('encryption.invalid');
  });
});

describe('DES-ECB with PKCS7', () => {
  it('decrypts the openssl known-answer vector', () => {
    expect(desDecryptBase64(LOGIN_DES_BASE64, SESSION_KEY)).toBe(LOGIN_JSON);
  });

  it('encrypts exactly as openssl does (customer-service links)', () => {
    expect(desEncryptBase64('https://t.me/saola_support', 'Sa0LaKey')).toBe(LINK_DES_BASE64);
    expect(desEncryptPayload(JSON.parse(LOGIN_JSON), SESSION_KEY)).toBe(LOGIN_DES_BASE64);
  });

  it('answers null for a wrong key, broken padding or non-base64 text', () => {
    expect(desDecryptBase64(LOGIN_DES_BASE64, 'WrongKey00000000')).toBeNull();
    expect(desDecryptBase64('not base64!', SESSION_KEY)).toBeNull();
    expect(desDecryptBase64('AAAA', SESSION_KEY)).toBeNull();
  });
});

describe('encrypted payloads', () => {
  it('accepts {"value": base64}, a JSON string and bare text', () => {
    const expected = JSON.parse(LOGIN_JSON) as unknown;
    expect(decryptPayload({ kind: 'json', value: { value: LOGIN_DES_BASE64 } }, CIPHER_HEX, testKey)).toEqual(expected);
    expect(decryptPayload({ kind: 'json', value: LOGIN_DES_BASE64 }, CIPHER_HEX, testKey)).toEqual(expected);
    expect(decryptPayload({ kind: 'malformed', raw: LOGIN_DES_BASE64 }, CIPHER_HEX, testKey)).toEqual(expected);
    expect(decryptPayload({ kind: 'text', raw: `${LOGIN_DES_BASE64}\n` }, CIPHER_HEX, testKey)).toEqual(expected);
  });

  it('tells a missing body from one that does not decrypt', () => {
    expect(refusal(() => decryptPayload({ kind: 'empty' }, CIPHER_HEX, testKey))).toBe('request_body_required');
    expect(refusal(() => decryptPayload({ kind: 'malformed', raw: '{bad' }, CIPHER_HEX, testKey))).toBe(
      'request_body_required',
    );
    expect(refusal(() => decryptPayload({ kind: 'json', value: { value: 'QUJD' } }, CIPHER_HEX, testKey))).toBe(
      'encryption.invalid',
    );
    const notJson = desEncryptBase64('not json', SESSION_KEY);
    expect(refusal(() => decryptPayload({ kind: 'text', raw: notJson }, CIPHER_HEX, testKey))).toBe(
      'encryption.invalid',
    );
  });
});
