import centrePage from '../../../components/centre/CentrePage.module.css';
import { mergeStyles } from '../../../components/centre/merge-styles';
import memberPage from './Page.module.css';

/** The member centre pages' classes: the centres' shared ones and the member pages' own. */
export default mergeStyles(centrePage, memberPage);
