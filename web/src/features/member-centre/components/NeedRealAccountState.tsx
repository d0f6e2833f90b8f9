import { useIntl } from 'react-intl';
import { CentreState } from '../../../components/centre/CentreState';

/** What a trial account sees instead of a page (spec 001 §4: the panel opens only for those allowed). */
export function NeedRealAccountState({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <CentreState
      title={intl.formatMessage({ id: 'needRealAccount.title' })}
      text={intl.formatMessage({ id: 'in_need_true_account' })}
      closeLabel={intl.formatMessage({ id: 'memberCentre.close' })}
      onClose={onClose}
      testId="member-need-real-account"
    />
  );
}
