import type { User } from '@vapolib/contracts';
import { timings } from '@vapolib/domain';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { useSession } from '../../../lib/auth-token.ts';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { filterUsersByRole, type RoleFilter } from '../admin-lists.ts';
import { useAdminUsers } from '../api/use-admin-users.ts';
import { useDeleteUser } from '../api/use-delete-user.ts';
import { useToggleUserRole } from '../api/use-toggle-user-role.ts';
import { useUpdateUser } from '../api/use-update-user.ts';
import { UsersEditDialog } from '../components/users-edit-dialog.tsx';
import { UsersList } from '../components/users-list.tsx';
import { UsersRoleFilter } from '../components/users-role-filter.tsx';
import { useConfirmedDelete } from '../use-confirmed-delete.ts';

export default function UsersPage() {
  useDocumentMeta('Admin · Utilisateurs', 'Administration de Vapolib : les comptes utilisateurs.');
  const session = useSession();
  const users = useAdminUsers();
  const update = useUpdateUser();
  const toggleRole = useToggleUserRole();
  const remove = useDeleteUser();
  const feedback = useTimedMessage(timings.messageClearMs);
  const [filter, setFilter] = useState<RoleFilter>('all');
  const [editing, setEditing] = useState<User | null>(null);
  const [changingRole, setChangingRole] = useState<User | null>(null);

  const shown = filterUsersByRole(users.data ?? [], filter);

  const toggle = (user: User) => {
    feedback.clear();
    toggleRole.mutate(user.id, {
      onSuccess: (result) => feedback.show('success', result.message ?? 'Rôle modifié !'),
      onError: (error) => feedback.show('error', error.message),
    });
  };

  /** A role change either way asks first: one stray tap must not open or close the back-office to someone. */
  const onToggleRole = (user: User) => setChangingRole(user);
  const roleChangeName = changingRole
    ? `${changingRole.prenom} ${changingRole.nom} (${changingRole.email})`
    : '';
  const granting = changingRole?.role !== 'admin';

  const deletion = useConfirmedDelete({
    mutation: remove,
    idOf: (user: User) => user.id,
    feedback,
    deletedText: 'Utilisateur supprimé !',
  });

  const closeEdit = () => {
    setEditing(null);
    update.reset();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Utilisateurs</h1>
          {users.data && (
            <p className="text-slate-700">
              {shown.length} compte{shown.length > 1 ? 's' : ''}
              {filter !== 'all' && ` sur ${users.data.length}`}
            </p>
          )}
        </div>
        <UsersRoleFilter value={filter} onChange={setFilter} />
      </div>
      <Banner message={feedback.message} />
      <ListState
        query={users}
        loadingLabel="Chargement des utilisateurs…"
        isEmpty={shown.length === 0}
        emptyText="Aucun utilisateur trouvé"
      >
        <UsersList
          users={shown}
          currentUserId={session?.userId}
          busy={toggleRole.isPending || remove.isPending}
          onEdit={(user) => {
            feedback.clear();
            update.reset();
            setEditing(user);
          }}
          onDelete={(user) => {
            feedback.clear();
            deletion.ask(user);
          }}
          onToggleRole={onToggleRole}
        />
      </ListState>
      <UsersEditDialog
        user={editing}
        busy={update.isPending}
        serverError={update.error?.message}
        onClose={closeEdit}
        onSubmit={(values) => {
          if (!editing) return;
          feedback.clear();
          update.mutate(
            { id: editing.id, body: values },
            {
              onSuccess: (result) => {
                closeEdit();
                feedback.show('success', result.message ?? 'Utilisateur mis à jour avec succès !');
              },
            },
          );
        }}
      />
      <ConfirmDialog
        open={changingRole !== null}
        title={granting ? 'Passer administrateur' : 'Retirer les droits d’administration'}
        text={
          granting
            ? `Donner les droits d’administration à ${roleChangeName} ? Ce compte pourra voir et supprimer les données de tous les utilisateurs.`
            : `Retirer les droits d’administration à ${roleChangeName} ? Ce compte n’aura plus accès à l’administration.`
        }
        confirmLabel={granting ? 'Passer admin' : 'Retirer les droits'}
        danger={!granting}
        onConfirm={() => {
          if (changingRole) toggle(changingRole);
          setChangingRole(null);
        }}
        onCancel={() => setChangingRole(null)}
      />
      <ConfirmDialog
        {...deletion.dialog}
        text="Êtes-vous sûr de vouloir supprimer cet utilisateur ? Cette action est irréversible."
      />
    </div>
  );
}
