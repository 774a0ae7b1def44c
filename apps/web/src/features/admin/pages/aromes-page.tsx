import type { Arome, UpdateAromeBody } from '@vapolib/contracts';
import { frenchNumber, messages, type PageSize, timings } from '@vapolib/domain';
import { useEffect, useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { PageSizeSelect, Pagination } from '../../../components/ui/pagination.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAromeBrands } from '../../../lib/queries/use-arome-brands.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { usePageCount } from '../../../lib/use-page-count.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useAromesPage } from '../api/use-aromes.ts';
import { useDeleteArome } from '../api/use-aromes-delete.ts';
import { useUpdateArome } from '../api/use-aromes-update.ts';
import { AromesCreateForm } from '../components/aromes-create-form.tsx';
import { AromesCsvPanel } from '../components/aromes-csv-panel.tsx';
import { AromesEditDialog } from '../components/aromes-edit-dialog.tsx';
import { AromesTable } from '../components/aromes-table.tsx';
import { useConfirmedDelete } from '../use-confirmed-delete.ts';

const count = frenchNumber();

export default function AromesPage() {
  useDocumentMeta('Admin · Arômes', 'Administration du catalogue des arômes de Vapolib.');

  const update = useUpdateArome();
  const remove = useDeleteArome();
  // Spec §4: the aroma banners clear after 3 s.
  const feedback = useTimedMessage(timings.shortBannerClearMs);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(10);
  const [editing, setEditing] = useState<Arome | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [togglingId, setTogglingId] = useState<number | null>(null);
  const query = useDebouncedValue(search.trim(), timings.searchDebounceMs);
  const aromes = useAromesPage({ search: query, page, pageSize });
  const brands = useAromeBrands().data ?? [];

  useEffect(() => {
    if (aromes.error) console.warn('Chargement des arômes impossible', aromes.error);
  }, [aromes.error]);

  const total = aromes.data?.total ?? 0;
  const pageCount = usePageCount(total, pageSize, page, setPage);

  const toggleStatus = (arome: Arome) => {
    feedback.clear();
    setTogglingId(arome.id);
    const status = arome.status === 1 ? 2 : 1;
    update.mutate(
      { id: arome.id, body: { status } },
      {
        onSuccess: (result) =>
          feedback.show(
            'success',
            result.message || (status === 1 ? messages.aromeStatusActive : messages.aromeStatusInactive),
          ),
        onError: (error) => feedback.show('error', error.message),
        onSettled: () => setTogglingId(null),
      },
    );
  };

  const saveEdit = (id: number, body: UpdateAromeBody) => {
    setEditError(null);
    update.mutate(
      { id, body },
      {
        onSuccess: (result) => {
          setEditing(null);
          feedback.show('success', result.message || messages.aromeUpdated);
        },
        onError: (error) => setEditError(error.message),
      },
    );
  };

  // A rated aroma answers 409: its text says to deactivate it instead.
  const deletion = useConfirmedDelete({
    mutation: remove,
    idOf: (arome: Arome) => arome.id,
    feedback,
    deletedText: messages.aromeDeleted,
  });

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Arômes</h1>
      <Banner message={feedback.message} className="sticky top-20 z-20 lg:top-4" />
      <AromesCreateForm brands={brands} onResult={feedback.show} />

      <section aria-labelledby="catalogue-title" className="space-y-4">
        <h2 id="catalogue-title" className="text-lg font-bold">
          Catalogue
        </h2>
        <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
          <TextField
            label="Rechercher"
            type="search"
            placeholder="Nom ou marque…"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <PageSizeSelect
            value={pageSize}
            onChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </div>
        <ListState
          query={aromes}
          loadingLabel="Chargement des arômes..."
          isEmpty={total === 0}
          emptyText="Aucun arôme trouvé"
        >
          <p className="text-sm text-slate-700" aria-live="polite">
            {count(total)} arôme{total > 1 ? 's' : ''} · page {page} sur {pageCount}
          </p>
          <AromesTable
            aromes={aromes.data?.rows ?? []}
            busyId={togglingId}
            onToggleStatus={toggleStatus}
            onEdit={(arome) => {
              setEditError(null);
              setEditing(arome);
            }}
            onDelete={deletion.ask}
          />
          <Pagination page={page} pageCount={pageCount} onPage={setPage} label="Pages des arômes" />
        </ListState>
      </section>

      <AromesCsvPanel />

      <AromesEditDialog
        arome={editing}
        brands={brands}
        busy={update.isPending}
        error={editError}
        onSave={saveEdit}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        {...deletion.dialog}
        text={`Êtes-vous sûr de vouloir supprimer l’arôme « ${deletion.deleting?.name ?? ''} » ? Cette action est irréversible.`}
      />
    </div>
  );
}
