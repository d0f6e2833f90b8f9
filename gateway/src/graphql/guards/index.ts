// Server-side role checks (architecture section 2): the UI hides what these refuse, but only these enforce it.
export { requireAgent } from './require-agent.js';
export { requireRealAccount } from './require-real-account.js';
export { requireViewer } from './require-viewer.js';
