import { generateRsaKey } from '../protocol/crypto.js';
import type { RsaKey } from '../protocol/crypto.js';

/** The RSA key pair of this sandbox; rotating it makes every client's cached modulus stale at once. */
export class Keyring {
  private key: RsaKey = generateRsaKey();

  current(): RsaKey {
    return this.key;
  }

  rotate(): RsaKey {
    this.key = generateRsaKey();
    return this.key;
  }
}
