import { dayIn } from '@vapolib/domain';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useAdminCoils } from '../api/use-admin-coils.ts';
import { useAdminDeleteCoil } from '../api/use-admin-coils-delete.ts';
import { AdminListPage } from '../components/admin-list-page.tsx';
import { CoilsList } from '../components/coils-list.tsx';
import { ownerLabel } from '../components/owner-name.tsx';

export default function ResistancesPage() {
  useDocumentMeta(
    'Admin · Résistances',
    'Administration de Vapolib : les résistances de tous les utilisateurs.',
  );
  const coils = useAdminCoils();
  const remove = useAdminDeleteCoil();
  return (
    <AdminListPage
      title="Résistances"
      noun="résistance"
      rows={coils}
      remove={remove}
      idOf={(coil) => coil._id}
      loadingLabel="Chargement des résistances…"
      emptyText="Aucune résistance trouvée"
      confirmText={(coil) =>
        `Supprimer la résistance « ${coil.cigId.modele} » de ${ownerLabel(coil.owner)} ? Cette action est irréversible.`
      }
    >
      {(rows, actions) => <CoilsList coils={rows} today={dayIn(new Date())} {...actions} />}
    </AdminListPage>
  );
}
