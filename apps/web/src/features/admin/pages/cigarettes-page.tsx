import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useAdminDevices } from '../api/use-admin-devices.ts';
import { useAdminDeleteDevice } from '../api/use-admin-devices-delete.ts';
import { AdminListPage } from '../components/admin-list-page.tsx';
import { DevicesList } from '../components/devices-list.tsx';
import { ownerLabel } from '../components/owner-name.tsx';

export default function CigarettesPage() {
  useDocumentMeta(
    'Admin · Cigarettes',
    'Administration de Vapolib : les cigarettes de tous les utilisateurs.',
  );
  const devices = useAdminDevices();
  const remove = useAdminDeleteDevice();
  return (
    <AdminListPage
      title="Cigarettes"
      noun="cigarette"
      rows={devices}
      remove={remove}
      idOf={(device) => device._id}
      loadingLabel="Chargement des cigarettes…"
      emptyText="Aucune cigarette trouvé"
      confirmText={(device) =>
        `Supprimer la cigarette « ${device.modele} » de ${ownerLabel(device.owner)} ? Ses résistances seront aussi supprimées. Cette action est irréversible.`
      }
    >
      {(rows, actions) => <DevicesList devices={rows} {...actions} />}
    </AdminListPage>
  );
}
