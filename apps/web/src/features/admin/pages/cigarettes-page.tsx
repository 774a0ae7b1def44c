import { useAdminDevices } from '../api/use-admin-devices.ts';
import { useAdminDeleteDevice } from '../api/use-admin-devices-delete.ts';
import { AdminListPage } from '../components/admin-list-page.tsx';
import { DevicesList } from '../components/devices-list.tsx';
import { ownerLabel } from '../components/owner-name.tsx';

const names = { title: 'Cigarettes', one: 'cigarette', many: 'cigarettes', none: 'Aucune cigarette trouvée' };

export default function CigarettesPage() {
  return (
    <AdminListPage
      names={names}
      rows={useAdminDevices()}
      remove={useAdminDeleteDevice()}
      confirmText={(device) =>
        `Supprimer la cigarette « ${device.modele} » de ${ownerLabel(device.owner)} ? Ses résistances seront aussi supprimées. Cette action est irréversible.`
      }
    >
      {(devices, actions) => <DevicesList devices={devices} {...actions} />}
    </AdminListPage>
  );
}
