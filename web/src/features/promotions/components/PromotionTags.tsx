import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { PromotionState, PromotionType } from '../../../gql/graphql';
import { promotionBadgeLabel, promotionStateLabel, promotionTypeLabel } from '../promotion-labels';
import styles from './Promotions.module.css';

// What the tags read of a promotion; spread with @unmask, the card and the detail pass these fields as props.
export const PromotionTagsPromotionFragment = graphql(`
  fragment PromotionTags_promotion on Promotion {
    badge
    type
    state
  }
`);

export interface PromotionTagsProps {
  badge: string | null;
  type: PromotionType | null;
  state: PromotionState;
  badgeTestId?: string;
}

/** A promotion's tags, on its card and its page: the platform's badge, its type and whether it runs. */
export function PromotionTags({ badge, type, state, badgeTestId }: PromotionTagsProps) {
  const intl = useIntl();
  return (
    <div className={styles.tags}>
      {badge ? (
        <span className={styles.badge} data-testid={badgeTestId}>
          {promotionBadgeLabel(intl, badge)}
        </span>
      ) : null}
      {type ? <span className={styles.type}>{promotionTypeLabel(intl, type)}</span> : null}
      <span className={styles.state} data-state={state}>
        {promotionStateLabel(intl, state)}
      </span>
    </div>
  );
}
