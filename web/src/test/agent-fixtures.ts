import { aliceViewer } from './fixtures';

/** agent01 of the sandbox seed, as the header and the agent centre see it. */
export const agentViewer = {
  ...aliceViewer,
  member: { ...aliceViewer.member, id: 'TWVtYmVyOjIwMDAwMQ==', nickname: 'Đại lý Sao La', isAgent: true, vipLevel: 0, hasMemberLabel: false },
};
