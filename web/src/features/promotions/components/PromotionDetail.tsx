import { useIntl } from 'react-intl';
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

export const PromotionDetailPromotionFragment = graphql(`
  fragment PromotionDetail_promotion on Promotion {
    id
    title
    content
    ...PromotionTags_promotion @unmask
    imageUrl
    startsAt
    endsAt
    rules
    # The member's state and action, which PromotionAction reads from the cache by the promotion's id.
    ...PromotionAction_promotion
  }
`);

/** One promotion: picture, title, badge, state, dates, the member's state and action, its rules and HTML terms. */
export function PromotionDetail({ promotion }: { promotion: FragmentType<typeof PromotionDetailPromotionFragment> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: PromotionDetailPromotionFragment, fragmentName: 'PromotionDetail_promotion', from: promotion });
  if (!complete) return null;
  return (
    <article className={styles.detail} data-testid="promotion-detail">
      <Link to={paths.promotions} className={styles.back}>
        {intl.formatMessage({ id: 'promotions.back' })}
      </Link>
      <PromotionPicture imageUrl={data.imageUrl} eager />
      <PromotionTags badge={data.badge} type={data.type} state={data.state} />
      <h1 className={styles.detailTitle}>{data.title}</h1>
      <PromotionPeriod startsAt={data.startsAt} endsAt={data.endsAt} />
      <PromotionAction id={data.id} />
      {data.rules ? <p className={styles.rules}>{data.rules}</p> : null}
      {/* The gateway sanitises promotion content; only this field is rendered as HTML. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: data.content }} />
    </article>
  );
}

/** A promotion id that names no promotion (or not one any more). */
export function PromotionNotFound() {
  const intl = useIntl();
  return (
    <div className={styles.detail} data-testid="promotion-not-found">
      <h1 className={styles.detailTitle}>{intl.formatMessage({ id: 'promotions.notFound' })}</h1>
      <Link to={paths.promotions} className={styles.back}>
        {intl.formatMessage({ id: 'promotions.back' })}
      </Link>
    </div>
  );
}
