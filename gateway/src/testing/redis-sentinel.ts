import { RedisProcesses, redisCli, until } from './redis-processes.js';

export interface SentinelPorts {
  primary: number;
  replica: number;
  sentinels: readonly number[];
}

export const SENTINEL_PORTS: SentinelPorts = { primary: 7200, replica: 7201, sentinels: [7202, 7203] };
export const SENTINEL_NAME = 'saola';

export interface TestSentinel {
  /** For REDIS_SENTINELS. */
  sentinels: string;
  name: string;
  processes: RedisProcesses;
  stop(): Promise<void>;
}

/** A real Sentinel setup on loopback: one primary, one replica, two sentinels (quorum 1, fast failover). */
export async function startTestSentinel(ports: SentinelPorts = SENTINEL_PORTS): Promise<TestSentinel> {
  const processes = await RedisProcesses.create('saola-sentinel');
  try {
    await processes.start(ports.primary, []);
    await processes.start(ports.replica, ['--replicaof', '127.0.0.1', String(ports.primary)]);
    await until(
      'the replica did not sync with the primary',
      async () => (await redisCli(['-p', String(ports.replica), 'info', 'replication'])).includes('master_link_status:up'),
      15_000,
    );
    // A sentinel rewrites its config file, so each gets its own in its work dir.
    const sentinelConfig = [
      `sentinel monitor ${SENTINEL_NAME} 127.0.0.1 ${ports.primary} 1`,
      `sentinel down-after-milliseconds ${SENTINEL_NAME} 1000`,
      `sentinel failover-timeout ${SENTINEL_NAME} 5000`,
      '',
    ].join('\n');
    await Promise.all(ports.sentinels.map((port) => processes.start(port, ['--sentinel'], sentinelConfig)));
    const sentinels = ports.sentinels.map((port) => `127.0.0.1:${port}`).join(',');
    process.stderr.write(`[test-redis] using Redis Sentinel ${sentinels} (primary ${SENTINEL_NAME})\n`);
    return { sentinels, name: SENTINEL_NAME, processes, stop: () => processes.stopAll() };
  } catch (error) {
    await processes.stopAll();
    throw error;
  }
}
