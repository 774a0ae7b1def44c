import type { MenuLink, MenuLinkBody } from '@vapolib/contracts';
import { type PageSize, paginate, timings } from '@vapolib/domain';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { canMove, moveMenuLink, searchMenuLinks, sortMenuLinks } from '../admin-lists.ts';
import { useAdminMenuLinks } from '../api/use-admin-menu-links.ts';
import { useCreateMenuLink } from '../api/use-create-menu-link.ts';
import { useDeleteMenuLink } from '../api/use-delete-menu-link.ts';
import { useReorderMenuLinks } from '../api/use-reorder-menu-links.ts';
import { useToggleMenuLinkStatus } from '../api/use-toggle-menu-link-status.ts';
import { useToggleMenuLinkVisibility } from '../api/use-toggle-menu-link-visibility.ts';
import { useUpdateMenuLink } from '../api/use-update-menu-link.ts';
import { type MenuLinkEditing, MenuLinksFormDialog } from '../components/menu-links-form-dialog.tsx';
import { MenuLinksList } from '../components/menu-links-list.tsx';
import { MenuLinksToolbar } from '../components/menu-links-toolbar.tsx';

export default function MenuLinksPage() {
  useDocumentMeta('Admin · Menu', 'Administration de Vapolib : les liens du menu.');
  const links = useAdminMenuLinks();
  const create = useCreateMenuLink();
  const update = useUpdateMenuLink();
  const reorder = useReorderMenuLinks();
  const toggleStatus = useToggleMenuLinkStatus();
  const toggleVisibility = useToggleMenuLinkVisibility();
  const remove = useDeleteMenuLink();
  const feedback = useTimedMessage(timings.messageClearMs);
  const [query, setQuery] = useState('');
  const [pageSize, setPageSize] = useState<PageSize>(10);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<MenuLinkEditing>(null);
  const [deleting, setDeleting] = useState<MenuLink | null>(null);

  const all = sortMenuLinks(links.data ?? []);
  const found = searchMenuLinks(all, query);
  const shown = paginate(found, page, pageSize);
  const nextOrder = all.reduce((max, link) => Math.max(max, link.order), 0) + 1;
  const busy = reorder.isPending || toggleStatus.isPending || toggleVisibility.isPending || remove.isPending;

  /** Spec §4: every action clears the messages first, then says how it went (the list reloads on success). */
  const report = (fallbackSuccess: string) => ({
    onSuccess: (result?: { message?: string }) =>
      feedback.show('success', result?.message || fallbackSuccess),
    onError: (error: Error) => feedback.show('error', error.message),
  });

  const form = editing === 'new' ? create : update;
  const closeForm = () => {
    setEditing(null);
    create.reset();
    update.reset();
  };
  const submitForm = (body: MenuLinkBody) => {
    feedback.clear();
    const done = {
      onSuccess: (result: { message?: string }) => {
        closeForm();
        feedback.show(
          'success',
          result.message || (editing === 'new' ? 'Lien créé avec succès !' : 'Lien modifié avec succès !'),
        );
      },
    };
    if (editing === 'new') create.mutate(body, done);
    else if (editing) update.mutate({ id: editing.id, body }, done);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Menu</h1>
          <p className="text-slate-700">
            Les liens du menu burger, dans l’ordre où les utilisateurs les voient.
          </p>
        </div>
        <Button
          onClick={() => {
            feedback.clear();
            setEditing('new');
          }}
          className="w-full sm:w-auto"
        >
          Ajouter un lien
        </Button>
      </div>
      <MenuLinksToolbar
        query={query}
        onQuery={(value) => {
          setQuery(value);
          setPage(1);
        }}
        pageSize={pageSize}
        onPageSize={(value) => {
          setPageSize(value);
          setPage(1);
        }}
      />
      <Banner message={feedback.message} />
      <ListState
        query={links}
        loadingLabel="Chargement des liens…"
        isEmpty={shown.total === 0}
        emptyText="Aucun lien trouvé"
      >
        <MenuLinksList
          links={shown.rows}
          busy={busy}
          canMove={(link, direction) => canMove(found, link.id, direction)}
          onMove={(link, direction) => {
            feedback.clear();
            reorder.mutate(
              moveMenuLink(all, link.id, direction, found),
              report('Lien modifié avec succès !'),
            );
          }}
          onToggleStatus={(link) => {
            feedback.clear();
            toggleStatus.mutate(link.id, report('Statut modifié avec succès !'));
          }}
          onToggleVisibility={(link) => {
            feedback.clear();
            toggleVisibility.mutate(link.id, report('Visibilité modifiée avec succès !'));
          }}
          onEdit={(link) => {
            feedback.clear();
            setEditing(link);
          }}
          onDelete={(link) => {
            feedback.clear();
            setDeleting(link);
          }}
        />
        <Pagination page={shown.page} pageCount={shown.pageCount} onPage={setPage} label="Pages des liens" />
      </ListState>
      <MenuLinksFormDialog
        editing={editing}
        nextOrder={nextOrder}
        busy={form.isPending}
        serverError={form.error?.message}
        onSubmit={submitForm}
        onClose={closeForm}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Confirmation de suppression"
        text={`Êtes-vous sûr de vouloir supprimer le lien « ${deleting?.label ?? ''} » ? Cette action est irréversible.`}
        confirmLabel="Supprimer"
        danger
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          feedback.clear();
          remove.mutate(deleting.id, {
            ...report('Lien supprimé avec succès !'),
            onSettled: () => setDeleting(null),
          });
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
