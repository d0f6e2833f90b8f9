// The load generator in its own process (the machine's cores are shared): runs one autocannon load described
// by the JSON in argv[2] and sends the result back over IPC.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}') as autocannon.Options;
const result = await autocannon(options);
process.send?.(result, () => process.exit(0));
