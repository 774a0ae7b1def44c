import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { useTimedMessage } from '../../lib/use-timed-message.ts';

type Feedback = Pick<ReturnType<typeof useTimedMessage>, 'show' | 'clear'>;

/**
 * An admin list's delete: `ask(row)` opens the confirmation, whose props are `dialog`; confirming runs the
 * mutation and shows its answer in the page's banner (the server's text, else `deletedText`).
 */
export function useConfirmedDelete<Row, Result extends { message?: string }>({
  mutation,
  idOf,
  feedback,
  deletedText = '',
}: {
  mutation: UseMutationResult<Result, Error, number>;
  idOf: (row: Row) => number;
  feedback: Feedback;
  deletedText?: string;
}) {
  const [deleting, setDeleting] = useState<Row | null>(null);
  const cancel = () => setDeleting(null);
  const confirm = () => {
    if (deleting === null) return;
    feedback.clear();
    mutation.mutate(idOf(deleting), {
      onSuccess: (result) => feedback.show('success', result.message || deletedText),
      onError: (error) => feedback.show('error', error.message),
      onSettled: cancel,
    });
  };
  return {
    deleting,
    ask: setDeleting,
    dialog: {
      open: deleting !== null,
      title: 'Confirmation de suppression',
      confirmLabel: 'Supprimer',
      danger: true,
      busy: mutation.isPending,
      onConfirm: confirm,
      onCancel: cancel,
    },
  };
}
