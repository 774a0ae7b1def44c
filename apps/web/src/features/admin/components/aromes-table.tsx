import type { Arome } from '@vapolib/contracts';
import { AromaImage } from '../../../components/ui/aroma-image.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useWideScreen } from '../../../lib/use-wide-screen.ts';
import { AdminTable, AromaCardHeading } from './admin-table.tsx';

const columns = ['Image', 'Nom', 'Marque', 'Statut', 'Actions'];

const statusLabel = (status: 1 | 2) => (status === 1 ? 'Actif' : 'Inactif');

interface AromesTableProps {
  aromes: readonly Arome[];
  /** The aroma whose status is being changed. */
  busyId: number | null;
  onToggleStatus: (arome: Arome) => void;
  onEdit: (arome: Arome) => void;
  onDelete: (arome: Arome) => void;
}

/** A click on the badge toggles Actif / Inactif. */
function StatusBadge({ arome, busy, onToggle }: { arome: Arome; busy: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={busy}
      aria-label={`${statusLabel(arome.status)} : passer ${arome.name} en ${statusLabel(arome.status === 1 ? 2 : 1)}`}
      className={`inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold ring-1 ring-inset disabled:opacity-60 ${arome.status === 1 ? 'bg-emerald-100 text-emerald-900 ring-emerald-300 hover:bg-emerald-200' : 'bg-slate-100 text-slate-800 ring-slate-300 hover:bg-slate-200'}`}
    >
      {statusLabel(arome.status)}
    </button>
  );
}

function Actions({
  arome,
  onEdit,
  onDelete,
}: Pick<AromesTableProps, 'onEdit' | 'onDelete'> & { arome: Arome }) {
  return (
    <div className="flex justify-end gap-2">
      <Button
        variant="secondary"
        className="px-3"
        onClick={() => onEdit(arome)}
        aria-label={`Modifier l’arôme ${arome.name} (${arome.brand})`}
      >
        Modifier
      </Button>
      <Button
        variant="secondary"
        className="px-3 text-red-800"
        onClick={() => onDelete(arome)}
        aria-label={`Supprimer l’arôme ${arome.name} (${arome.brand})`}
      >
        Supprimer
      </Button>
    </div>
  );
}

/** The catalogue page: a table on wide screens, stacked cards on phones and tablets. */
export function AromesTable({ aromes, busyId, onToggleStatus, onEdit, onDelete }: AromesTableProps) {
  const isWide = useWideScreen();
  if (!isWide) {
    return (
      <ul aria-label="Arômes du catalogue" className="space-y-3">
        {aromes.map((arome) => (
          <li key={arome.id} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <AromaCardHeading image={arome.image_url} name={arome.name} brand={arome.brand}>
              <StatusBadge arome={arome} busy={busyId === arome.id} onToggle={() => onToggleStatus(arome)} />
            </AromaCardHeading>
            <Actions arome={arome} onEdit={onEdit} onDelete={onDelete} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <AdminTable caption="Arômes du catalogue" columns={columns} lastColumnRight>
      {aromes.map((arome) => (
        <tr key={arome.id}>
          <td className="px-4 py-2">
            <AromaImage src={arome.image_url} size={40} className="h-10 w-10 rounded-lg" />
          </td>
          <td className="px-4 py-2 font-medium text-slate-900">{arome.name}</td>
          <td className="px-4 py-2 text-slate-700">{arome.brand}</td>
          <td className="px-4 py-2">
            <StatusBadge arome={arome} busy={busyId === arome.id} onToggle={() => onToggleStatus(arome)} />
          </td>
          <td className="px-4 py-2">
            <Actions arome={arome} onEdit={onEdit} onDelete={onDelete} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
