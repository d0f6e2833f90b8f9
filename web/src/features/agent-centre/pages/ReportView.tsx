import type { ReactNode } from 'react';
import { Figures, type Figure } from '../../../components/centre/Figures';
import { RecordFilters } from '../../../components/records/RecordFilters';
import { DownlineChip } from '../components/DownlineChip';
import type { ReportControls } from '../report-controls';
import styles from './agent-page-styles';

export interface ReportViewProps extends Pick<ReportControls, 'filters' | 'downline' | 'onFilter' | 'onDownline'> {
  /** The type select; a report without types (one over days) leaves both out. */
  typeLabel?: string;
  types?: ReadonlyArray<{ value: string; label: string }>;
  totalsTestId: string;
  /** Sums over the whole selection. */
  totals: readonly Figure[];
  /** The report's rows. */
  children: ReactNode;
}

/** A team report: type and days, the account it is narrowed to, the totals of the selection, then its rows. */
export function ReportView({ filters, downline, onFilter, onDownline, typeLabel, types, totalsTestId, totals, children }: ReportViewProps) {
  return (
    <div className={styles.page}>
      <RecordFilters values={filters} typeLabel={typeLabel} types={types} onApply={onFilter} />
      <DownlineChip downline={downline} onClear={() => onDownline(null)} />
      <Figures testId={totalsTestId} figures={totals} />
      {children}
    </div>
  );
}
