import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { timings } from '@vapolib/domain';
import type { ReactNode } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useConfirmedDelete } from '../use-confirmed-delete.ts';

/**
 * An admin page listing every user's rows of one kind (cigarettes, résistances): title and count, the list's
 * states, and a delete behind a confirmation. `children` draws the rows.
 */
export function AdminListPage<Row>({
  title,
  noun,
  rows,
  remove,
  idOf,
  loadingLabel,
  emptyText,
  confirmText,
  children,
}: {
  title: string;
  /** One row's name, counted under the title: "3 cigarettes". */
  noun: string;
  rows: UseQueryResult<Row[]>;
  remove: UseMutationResult<{ message: string }, Error, number>;
  idOf: (row: Row) => number;
  loadingLabel: string;
  emptyText: string;
  confirmText: (row: Row) => string;
  children: (rows: Row[], actions: { busy: boolean; onDelete: (row: Row) => void }) => ReactNode;
}) {
  const feedback = useTimedMessage(timings.messageClearMs);
  const deletion = useConfirmedDelete({ mutation: remove, idOf, feedback });
  const count = rows.data?.length ?? 0;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {rows.data && (
          <p className="text-slate-700">
            {count} {noun}
            {count > 1 ? 's' : ''}
          </p>
        )}
      </div>
      <Banner message={feedback.message} />
      <ListState query={rows} loadingLabel={loadingLabel} isEmpty={count === 0} emptyText={emptyText}>
        {children(rows.data ?? [], {
          busy: remove.isPending,
          onDelete: (row) => {
            feedback.clear();
            deletion.ask(row);
          },
        })}
      </ListState>
      <ConfirmDialog {...deletion.dialog} text={deletion.deleting ? confirmText(deletion.deleting) : ''} />
    </div>
  );
}
