import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { timings } from '@vapolib/domain';
import type { ReactNode } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useConfirmedDelete } from '../use-confirmed-delete.ts';

/** What an admin list page calls its rows: its title, one row and several, and the empty list. */
interface AdminListNames {
  title: string;
  one: string;
  many: string;
  none: string;
}

/**
 * An admin page listing every user's rows of one kind (cigarettes, résistances): title and count, the list's
 * states, and a delete behind a confirmation. `children` draws the rows.
 */
export function AdminListPage<Row extends { _id: number }>({
  names,
  rows,
  remove,
  confirmText,
  children,
}: {
  names: AdminListNames;
  rows: UseQueryResult<Row[]>;
  remove: UseMutationResult<{ message: string }, Error, number>;
  confirmText: (row: Row) => string;
  children: (rows: Row[], actions: { busy: boolean; onDelete: (row: Row) => void }) => ReactNode;
}) {
  useDocumentMeta(
    `Admin · ${names.title}`,
    `Administration de Vapolib : les ${names.many} de tous les utilisateurs.`,
  );
  const feedback = useTimedMessage(timings.messageClearMs);
  const deletion = useConfirmedDelete({ mutation: remove, idOf: (row: Row) => row._id, feedback });
  const count = rows.data?.length ?? 0;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{names.title}</h1>
        {rows.data && (
          <p className="text-slate-700">
            {count} {count > 1 ? names.many : names.one}
          </p>
        )}
      </div>
      <Banner message={feedback.message} />
      <ListState
        query={rows}
        loadingLabel={`Chargement des ${names.many}…`}
        isEmpty={count === 0}
        emptyText={names.none}
      >
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
