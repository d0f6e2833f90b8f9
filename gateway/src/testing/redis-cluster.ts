import { RedisProcesses, redisCli, until } from './redis-processes.js';

export const CLUSTER_PORTS = [7100, 7101, 7102, 7103, 7104, 7105] as const;

export interface TestCluster {
  /** For REDIS_CLUSTER_NODES. */
  nodes: string;
  processes: RedisProcesses;
  stop(): Promise<void>;
}

/** A real six-node Redis Cluster (three primaries, one replica each) on loopback ports 7100-7105. */
export async function startTestCluster(ports: readonly number[] = CLUSTER_PORTS): Promise<TestCluster> {
  const processes = await RedisProcesses.create('saola-cluster');
  try {
    await Promise.all(
      ports.map((port) =>
        processes.start(port, ['--cluster-enabled', 'yes', '--cluster-config-file', 'nodes.conf', '--cluster-node-timeout', '2000']),
      ),
    );
    const addresses = ports.map((port) => `127.0.0.1:${port}`);
    await redisCli(['--cluster', 'create', ...addresses, '--cluster-replicas', '1', '--cluster-yes']);
    await until(
      'the Redis Cluster did not reach cluster_state:ok on every node',
      async () => {
        const states = await Promise.all(ports.map((port) => redisCli(['-p', String(port), 'cluster', 'info'])));
        return states.every((info) => info.includes('cluster_state:ok'));
      },
      20_000,
    );
    process.stderr.write(`[test-redis] using a Redis Cluster on ${addresses.join(',')}\n`);
    return { nodes: addresses.join(','), processes, stop: () => processes.stopAll() };
  } catch (error) {
    await processes.stopAll();
    throw error;
  }
}
