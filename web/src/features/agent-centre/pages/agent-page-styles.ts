import centrePage from '../../../components/centre/CentrePage.module.css';
import { mergeStyles } from '../../../components/centre/merge-styles';
import agentPages from './AgentPages.module.css';

/** The agent centre pages' classes: the centres' shared ones and the agent pages' own. */
export default mergeStyles(centrePage, agentPages);
