import type { Eliquide } from '@vapolib/contracts';
import { frenchNumber, messages, timings } from '@vapolib/domain';
import { useEffect, useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { usePageCount } from '../../../lib/use-page-count.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useAdminEliquideBrands, useAdminEliquidesPage } from '../api/use-eliquides-admin.ts';
import { useDeleteEliquide } from '../api/use-eliquides-delete.ts';
import {
  EliquidesUsersFilters,
  type EliquidesUsersFilterValues,
} from '../components/eliquides-users-filters.tsx';
import { EliquidesUsersTable } from '../components/eliquides-users-table.tsx';
import { useConfirmedDelete } from '../use-confirmed-delete.ts';

const count = frenchNumber();

export default function EliquidesUsersPage() {
  useDocumentMeta('Admin · E-liquides des utilisateurs', 'Les e-liquides notés par tous les utilisateurs.');
  const remove = useDeleteEliquide();
  const feedback = useTimedMessage(timings.messageClearMs);
  const [filters, setFilters] = useState<EliquidesUsersFilterValues>({
    pageSize: 10,
    brand: '',
    sort: 'newest',
    search: '',
  });
  const [page, setPage] = useState(1);

  const search = useDebouncedValue(filters.search.trim(), timings.searchDebounceMs);
  const liquids = useAdminEliquidesPage({ ...filters, search, page });
  const brands = useAdminEliquideBrands().data ?? [];
  useEffect(() => {
    if (liquids.error) console.warn('Chargement des e-liquides impossible', liquids.error);
  }, [liquids.error]);
  const total = liquids.data?.total ?? 0;
  const pageCount = usePageCount(total, filters.pageSize, page, setPage);

  const deletion = useConfirmedDelete({
    mutation: remove,
    idOf: (liquid: Eliquide) => liquid.id,
    feedback,
    deletedText: messages.eliquideDeleted,
  });

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">E-liquides des utilisateurs</h1>
      <Banner message={feedback.message} className="sticky top-20 z-20 lg:top-4" />
      <EliquidesUsersFilters
        values={filters}
        brands={brands}
        onChange={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      <ListState
        query={liquids}
        loadingLabel="Chargement..."
        isEmpty={total === 0}
        emptyText="Aucun e-liquide trouvé"
      >
        <p className="text-sm text-slate-700" aria-live="polite">
          {count(total)} e-liquide{total > 1 ? 's' : ''} · page {page} sur {pageCount}
        </p>
        <EliquidesUsersTable liquids={liquids.data?.rows ?? []} onDelete={deletion.ask} />
        <Pagination page={page} pageCount={pageCount} onPage={setPage} label="Pages des e-liquides" />
      </ListState>
      <ConfirmDialog
        {...deletion.dialog}
        text="Êtes-vous sûr de vouloir supprimer ce e-liquide ? Cette action est irréversible."
      />
    </div>
  );
}
