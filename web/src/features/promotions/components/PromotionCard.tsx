import { Link } from 'react-router';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { paths } from '../../../config/paths';
import { PromotionAction } from './PromotionAction';
import { PromotionPeriod } from './PromotionPeriod';
import { PromotionPicture } from './PromotionPicture';
import { PromotionTags } from './PromotionTags';
import styles from './Promotions.module.css';

export const PromotionCardPromotionFragment = graphql(`
  fragment PromotionCard_promotion on Promotion {
    id
    title
    ...PromotionTags_promotion @unmask
    imageUrl
    startsAt
    endsAt
  }
`);

/**
 * A promotion in the list: picture, badge, state, dates (the picture and title open its detail page), then the
 * member's state on it with the action it allows, once the page's member part has brought it (issue 33: the card
 * itself is public, the same for every visitor on the server and in the browser).
 */
export function PromotionCard({ promotion }: { promotion: FragmentType<typeof PromotionCardPromotionFragment> }) {
  const { data, complete } = useFragment({ fragment: PromotionCardPromotionFragment, fragmentName: 'PromotionCard_promotion', from: promotion });
  if (!complete) return null;
  const detail = `${paths.promotionDetail}?${new URLSearchParams({ id: data.id }).toString()}`;
  return (
    <li className={styles.card} data-testid="promotion-card" data-state={data.state}>
      <Link to={detail} className={styles.cardLink}>
        <PromotionPicture imageUrl={data.imageUrl} />
        <div className={styles.cardBody}>
          <PromotionTags badge={data.badge} type={data.type} state={data.state} badgeTestId="promotion-badge" />
          <h2 className={styles.cardTitle}>{data.title}</h2>
          <PromotionPeriod startsAt={data.startsAt} endsAt={data.endsAt} />
        </div>
      </Link>
      <PromotionAction id={data.id} />
    </li>
  );
}
