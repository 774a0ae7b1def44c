import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

/**
 * The states of a list screen around its content: loading (the spec's text), the failure's French message,
 * the empty text, or the list itself.
 */
export function ListState({
  query,
  loadingLabel,
  isEmpty,
  emptyText,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  loadingLabel: string;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-900 ring-1 ring-red-300">
        {query.error?.message}
      </p>
    );
  if (isEmpty)
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">
        {emptyText}
      </p>
    );
  return children;
}
