import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { DownlineRole } from '../../../gql/graphql';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { LoadMore } from '../../../components/records/LoadMore';
import { RecordTable } from '../../../components/records/RecordTable';
import { formatLocalDate } from '../../../lib/date/local-date-time';
import { formatMoney } from '../../../lib/money/format-money';
import { OfferContractDialog, type OfferRecipient } from '../contracts/OfferContractDialog';
import { downlineRoles } from '../labels';
import { TransferToDownlineDialog, type TransferRecipient } from '../transfer/TransferToDownlineDialog';
import type { TeamQuery } from './TeamManagementPage';
import styles from './agent-page-styles';
import type { PagedListProps } from '../report-controls';

export const TeamSectionAgentCentreFragment = graphql(`
  fragment TeamSection_agentCentre on AgentCentre {
    downlines(parentId: $parentId, search: $search, role: $role, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          account
          nickname
          isAgent
          level
          registeredAt
          lastLoginAt
          balance
          directDownlines
          teamSize
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

type Action = { kind: 'transfer'; downline: TransferRecipient } | { kind: 'offer'; downline: OfferRecipient };

export interface TeamSectionProps extends PagedListProps<FragmentType<typeof TeamSectionAgentCentreFragment>> {
  query: TeamQuery;
  onQuery: (query: TeamQuery) => void;
}

/** The downline tree: the direct downlines of the agent (or of a downline drilled into), or a search of it all. */
export function TeamSection({ agentCentre, variables, query, onQuery, onLoadMore }: TeamSectionProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: TeamSectionAgentCentreFragment, fragmentName: 'TeamSection_agentCentre', from: agentCentre, variables });
  const [search, setSearch] = useState(query.search);
  const [role, setRole] = useState<DownlineRole>(query.role);
  const [action, setAction] = useState<Action | null>(null);
  if (!complete) return null;
  const { edges, pageInfo, totalCount } = data.downlines;
  const rows = edges.map((edge) => edge.node);
  const who = (row: { account: string; nickname?: string | null }) => (
    <>
      <strong>{row.account}</strong>
      {row.nickname ? <span className={styles.note}> {row.nickname}</span> : null}
    </>
  );

  return (
    <div className={styles.page}>
      <form
        role="search"
        aria-label={intl.formatMessage({ id: 'team.search.label' })}
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          onQuery({ parent: search.trim() ? null : query.parent, search: search.trim(), role });
        }}
      >
        <TextField name="search" type="search" label={intl.formatMessage({ id: 'team.search' })} value={search} onChange={(event) => setSearch(event.target.value)} />
        <SelectField name="role" label={intl.formatMessage({ id: 'team.role' })} value={role} onChange={(event) => setRole(event.target.value as DownlineRole)}>
          {downlineRoles.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: `team.role.${option}` })}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="primary">
          {intl.formatMessage({ id: 'records.apply' })}
        </Button>
      </form>
      {query.parent || query.search ? (
        <div className={styles.chips}>
          <span className={styles.note} data-testid="team-scope">
            {query.search
              ? intl.formatMessage({ id: 'team.scope.search' }, { search: query.search })
              : intl.formatMessage({ id: 'team.scope.parent' }, { account: query.parent?.account ?? '' })}
          </span>
          <Button
            variant="link"
            onClick={() => {
              setSearch('');
              onQuery({ parent: null, search: '', role });
            }}
          >
            {intl.formatMessage({ id: 'team.scope.mine' })}
          </Button>
        </div>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'team.none' })} testId="team-empty" />
      ) : (
        <RecordTable
          caption={intl.formatMessage({ id: 'agentCentre.page.downlineManagmentView' })}
          rows={rows}
          rowKey={(row) => row.id}
          testId="team-table"
          columns={[
            { key: 'account', label: intl.formatMessage({ id: 'team.account' }), cell: (row) => who(row) },
            {
              key: 'role',
              label: intl.formatMessage({ id: 'team.role' }),
              cell: (row) => intl.formatMessage({ id: row.isAgent ? 'team.role.AGENT' : 'team.role.MEMBER' }),
            },
            { key: 'level', label: intl.formatMessage({ id: 'team.level' }), numeric: true, cell: (row) => row.level },
            { key: 'balance', label: intl.formatMessage({ id: 'team.balance' }), numeric: true, cell: (row) => (row.balance ? formatMoney(row.balance, intl.locale) : '—') },
            {
              key: 'team',
              label: intl.formatMessage({ id: 'team.size' }),
              numeric: true,
              cell: (row) => intl.formatMessage({ id: 'team.size.value' }, { direct: row.directDownlines, all: row.teamSize }),
            },
            { key: 'registered', label: intl.formatMessage({ id: 'team.registered' }), cell: (row) => formatLocalDate(row.registeredAt) || '—' },
            { key: 'lastLogin', label: intl.formatMessage({ id: 'team.lastLogin' }), cell: (row) => formatLocalDate(row.lastLoginAt) || '—' },
            {
              key: 'actions',
              label: intl.formatMessage({ id: 'team.actions' }),
              cell: (row) => (
                <div className={styles.tableActions}>
                  {row.directDownlines > 0 ? (
                    <Button variant="link" onClick={() => onQuery({ parent: { id: row.id, account: row.account }, search: '', role: query.role })}>
                      {intl.formatMessage({ id: 'team.drill' })}
                    </Button>
                  ) : null}
                  <Button onClick={() => setAction({ kind: 'transfer', downline: row })}>{intl.formatMessage({ id: 'team.transfer' })}</Button>
                  {/* Contracts go to direct downlines only (spec 001 §4). */}
                  {row.level === 1 ? (
                    <Button onClick={() => setAction({ kind: 'offer', downline: row })}>{intl.formatMessage({ id: 'team.offer' })}</Button>
                  ) : null}
                </div>
              ),
            },
          ]}
        />
      )}
      <LoadMore shown={rows.length} total={totalCount} endCursor={pageInfo.endCursor} hasNextPage={pageInfo.hasNextPage} onLoadMore={onLoadMore} />
      {action?.kind === 'transfer' ? <TransferToDownlineDialog recipient={action.downline} onClose={() => setAction(null)} /> : null}
      {action?.kind === 'offer' ? <OfferContractDialog recipient={action.downline} onClose={() => setAction(null)} /> : null}
    </div>
  );
}
