import type { Arome } from '@vapolib/contracts';
import { Button } from '../../../components/ui/button.tsx';

const statusLabel = (status: 1 | 2) => (status === 1 ? 'Actif' : 'Inactif');

/** The catalogue page; scrolls sideways on a phone. A click on the status badge toggles it. */
export function AromesTable({
  aromes,
  busyId,
  onToggleStatus,
  onEdit,
  onDelete,
}: {
  aromes: readonly Arome[];
  /** The aroma whose status is being changed. */
  busyId: number | null;
  onToggleStatus: (arome: Arome) => void;
  onEdit: (arome: Arome) => void;
  onDelete: (arome: Arome) => void;
}) {
  return (
    // Each row holds buttons, so the sideways scroll is reachable from the keyboard too.
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[44rem] text-left">
        <caption className="sr-only">Arômes du catalogue</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Image
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Nom
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Marque
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Statut
            </th>
            {/* On a phone the table scrolls sideways: the actions stay in view. */}
            <th
              scope="col"
              className="sticky right-0 bg-slate-50 shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.25)] px-4 py-3 text-right font-semibold"
            >
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {aromes.map((arome) => (
            <tr key={arome.id}>
              <td className="px-4 py-2">
                <img
                  src={arome.image_url}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="h-10 w-10 rounded-lg bg-slate-100 object-cover"
                />
              </td>
              <td className="px-4 py-2 font-medium text-slate-900">{arome.name}</td>
              <td className="px-4 py-2 text-slate-700">{arome.brand}</td>
              <td className="px-4 py-2">
                <button
                  type="button"
                  onClick={() => onToggleStatus(arome)}
                  disabled={busyId === arome.id}
                  aria-label={`${statusLabel(arome.status)} : passer ${arome.name} en ${statusLabel(arome.status === 1 ? 2 : 1)}`}
                  className={`inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold ring-1 ring-inset disabled:opacity-60 ${arome.status === 1 ? 'bg-emerald-100 text-emerald-900 ring-emerald-300 hover:bg-emerald-200' : 'bg-slate-100 text-slate-800 ring-slate-300 hover:bg-slate-200'}`}
                >
                  {statusLabel(arome.status)}
                </button>
              </td>
              <td className="sticky right-0 bg-white shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.25)] px-4 py-2">
                <div className="flex justify-end gap-2">
                  <Button variant="secondary" className="px-3" onClick={() => onEdit(arome)}>
                    Modifier
                  </Button>
                  <Button variant="secondary" className="px-3 text-red-800" onClick={() => onDelete(arome)}>
                    Supprimer
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
