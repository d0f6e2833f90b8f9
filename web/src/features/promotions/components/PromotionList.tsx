import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import type { PromotionType } from '../../../gql/graphql';
import { Tabs } from '../../../components/Tabs';
import { promotionTypeLabel } from '../promotion-labels';
import { PromotionCard, type PromotionCardPromotionFragment } from './PromotionCard';
import styles from './Promotions.module.css';

/** The "All" filter, which sends no type. */
export const allPromotionTypes = 'ALL';

export interface PromotionListProps {
  types: readonly PromotionType[];
  /** The selected type, or `allPromotionTypes`. */
  type: string;
  onTypeChange: (type: string) => void;
  promotions: ReadonlyArray<FragmentType<typeof PromotionCardPromotionFragment> & { id: string }>;
}

/** The promotions page (spec 001 §2): a type filter and the promotions of that type. */
export function PromotionList({ types, type, onTypeChange, promotions }: PromotionListProps) {
  const intl = useIntl();
  const options = [
    { value: allPromotionTypes, label: intl.formatMessage({ id: 'promotions.type.ALL' }) },
    ...types.map((code) => ({ value: code, label: promotionTypeLabel(intl, code) })),
  ];
  return (
    <div className={styles.page} data-testid="promotion-list">
      <h1 className={styles.pageTitle}>{intl.formatMessage({ id: 'promotions.title' })}</h1>
      <Tabs label={intl.formatMessage({ id: 'promotions.filter' })} options={options} value={type} onChange={onTypeChange}>
        {promotions.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage({ id: 'promotions.empty' })}</p>
        ) : (
          <ul className={styles.cards}>
            {promotions.map((promotion) => (
              <PromotionCard key={promotion.id} promotion={promotion} />
            ))}
          </ul>
        )}
      </Tabs>
    </div>
  );
}
