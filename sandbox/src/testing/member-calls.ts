import type { ModuleId } from '../protocol/module-ids.js';
import { encryptCall, rsaEncryptKey, TEST_SESSION_KEY } from './client-encryption.js';
import type { PlatformAnswer, PlatformClient } from './platform-client.js';

type Query = Record<string, string | number>;

/** One logged-in account's calls: plain reads and writes, and encrypted `passwordCheck/` writes. */
export class MemberCalls {
  constructor(
    readonly client: PlatformClient,
    readonly token: string,
  ) {}

  static async login(client: PlatformClient, username: string, password = 'secret88'): Promise<MemberCalls> {
    return new MemberCalls(client, await client.token(username, password));
  }

  /** A new free-play (trial, type 4) account. */
  static async trial(client: PlatformClient): Promise<MemberCalls> {
    const answer = await client.call<{ token: string }>('/wps/session/login/freeplay', {
      method: 'POST',
      moduleId: 'FREEPLAY3',
      headers: { Encryption: rsaEncryptKey(TEST_SESSION_KEY, await client.modulus()), os: 'web', platform: 'W' },
    });
    if (answer.status !== 200) throw new Error(`free play failed: ${answer.text}`);
    return new MemberCalls(client, answer.body.value.token);
  }

  get<Value = unknown>(path: string, moduleId: ModuleId, query: Query = {}): Promise<PlatformAnswer<Value>> {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();
    return this.client.call<Value>(search === '' ? path : `${path}?${search}`, { moduleId, token: this.token });
  }

  post<Value = unknown>(path: string, moduleId: ModuleId, body: unknown): Promise<PlatformAnswer<Value>> {
    return this.client.call<Value>(path, { method: 'POST', moduleId, token: this.token, body });
  }

  async secure<Value = unknown>(path: string, moduleId: ModuleId, payload: unknown): Promise<PlatformAnswer<Value>> {
    const { encryption, body } = encryptCall(payload, await this.client.modulus());
    return this.client.call<Value>(path, { method: 'POST', moduleId, token: this.token, headers: { Encryption: encryption }, body });
  }

  /** The value of a successful answer; anything else fails the test with the answer's text. */
  static value<Value>(answer: PlatformAnswer<Value>): Value {
    if (answer.status !== 200 || answer.body.success !== true) throw new Error(`expected success, got ${answer.status} ${answer.text}`);
    return answer.body.value;
  }
}
