import { dayIn } from '@vapolib/domain';
import { useAdminCoils } from '../api/use-admin-coils.ts';
import { useAdminDeleteCoil } from '../api/use-admin-coils-delete.ts';
import { AdminListPage } from '../components/admin-list-page.tsx';
import { CoilsList } from '../components/coils-list.tsx';
import { ownerLabel } from '../components/owner-name.tsx';

const names = {
  title: 'Résistances',
  one: 'résistance',
  many: 'résistances',
  none: 'Aucune résistance trouvée',
};

export default function ResistancesPage() {
  return (
    <AdminListPage
      names={names}
      rows={useAdminCoils()}
      remove={useAdminDeleteCoil()}
      confirmText={(coil) =>
        `Supprimer la résistance « ${coil.cigId.modele} » de ${ownerLabel(coil.owner)} ? Cette action est irréversible.`
      }
    >
      {(coils, actions) => <CoilsList coils={coils} today={dayIn(new Date())} {...actions} />}
    </AdminListPage>
  );
}
