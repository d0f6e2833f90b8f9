import type { IntlShape } from 'react-intl';
import type { AgentPageKey } from '../../config/paths';

/** A page's name, as in the menu and its heading. */
export function agentPageTitle(intl: IntlShape, key: AgentPageKey): string {
  return intl.formatMessage({ id: `agentCentre.page.${key}` });
}
