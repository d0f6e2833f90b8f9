import type { IntlShape } from 'react-intl';
import type { MemberPageKey } from '../../config/paths';

/** A page's name, as in the menu and its heading. */
export function memberPageTitle(intl: IntlShape, key: MemberPageKey): string {
  return intl.formatMessage({ id: `memberCentre.page.${key}` });
}
