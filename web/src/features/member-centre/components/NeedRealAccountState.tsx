import { useIntl } from 'react-intl';
import { CentreState } from '../../../components/centre/CentreState';

export interface NeedRealAccountStateProps {
  onClose: () => void;
  /** What closing does, said on its button (the member centre's close by default). */
  closeLabel?: string;
  /** The way out: registering a real account. */
  onRegister?: () => void;
  /** `h1` when the state is the whole page (the points mall), not a centre panel. */
  titleAs?: 'h1' | 'p';
}

/**
 * What a trial account sees instead of a page (spec 001 §4: the panel opens only for those allowed): what a trial
 * can do, and registering.
 */
export function NeedRealAccountState({ onClose, closeLabel, onRegister, titleAs }: NeedRealAccountStateProps) {
  const intl = useIntl();
  return (
    <CentreState
      title={intl.formatMessage({ id: 'needRealAccount.title' })}
      text={[intl.formatMessage({ id: 'in_need_true_account' }), intl.formatMessage({ id: 'needRealAccount.trialCan' })]}
      action={onRegister ? { label: intl.formatMessage({ id: 'needRealAccount.register' }), onClick: onRegister } : undefined}
      closeLabel={closeLabel ?? intl.formatMessage({ id: 'memberCentre.close' })}
      onClose={onClose}
      testId="member-need-real-account"
      titleAs={titleAs}
    />
  );
}
