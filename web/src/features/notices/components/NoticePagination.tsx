import { useIntl } from 'react-intl';
import styles from './NoticeBrowser.module.css';

export interface NoticePaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous, the page numbers and next. */
export function NoticePagination({ page, pages, onPage }: NoticePaginationProps) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label={intl.formatMessage({ id: 'notices.dialog.pages' })} className={styles.pagination}>
      <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">{intl.formatMessage({ id: 'notices.dialog.previous' })}</span>
      </button>
      {numbers.map((number) => (
        <button
          key={number}
          type="button"
          className={styles.pageButton}
          aria-label={intl.formatMessage({ id: 'notices.dialog.page' }, { page: number })}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" className={styles.pageButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">{intl.formatMessage({ id: 'notices.dialog.next' })}</span>
      </button>
    </nav>
  );
}
