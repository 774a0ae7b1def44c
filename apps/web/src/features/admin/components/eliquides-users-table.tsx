import type { Eliquide } from '@vapolib/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { formatShortDate } from '../../../lib/dates.ts';

const columns = ['user_id', 'Image', 'Arôme', 'Marque', 'Note', 'Description', 'Date d’ajout', 'Action'];

/** Every user's liquids, one page; scrolls sideways on a phone. */
export function EliquidesUsersTable({
  liquids,
  onDelete,
}: {
  liquids: readonly Eliquide[];
  onDelete: (liquid: Eliquide) => void;
}) {
  return (
    // Each row holds a button, so the sideways scroll is reachable from the keyboard too.
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[56rem] text-left">
        <caption className="sr-only">E-liquides des utilisateurs</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-4 py-3 font-semibold ${column === columns.at(-1) ? 'sticky right-0 bg-slate-50 shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.25)]' : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {liquids.map((liquid) => (
            <tr key={liquid.id} className="align-top">
              <td className="px-4 py-3 text-slate-700 tabular-nums">{liquid.user_id}</td>
              <td className="px-4 py-2">
                <img
                  src={liquid.image_url}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="h-10 w-10 rounded-lg bg-slate-100 object-cover"
                />
              </td>
              <td className="px-4 py-3 font-medium text-slate-900">{liquid.arome_name}</td>
              <td className="px-4 py-3 text-slate-700">{liquid.brand}</td>
              <td className="px-4 py-3">
                <StarRating value={liquid.rating} size={16} className="whitespace-nowrap" />
              </td>
              <td className="max-w-xs px-4 py-3 break-words whitespace-pre-line text-slate-700">
                {liquid.description || (
                  <>
                    <span aria-hidden="true">-</span>
                    <span className="sr-only">Aucune description</span>
                  </>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {formatShortDate(liquid.created_at)}
              </td>
              {/* On a phone the table scrolls sideways: "Supprimer" stays in view. */}
              <td className="sticky right-0 bg-white shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.25)] px-4 py-2">
                <Button
                  variant="secondary"
                  className="px-3 text-red-800"
                  onClick={() => onDelete(liquid)}
                  aria-label={`Supprimer ${liquid.arome_name} (utilisateur ${liquid.user_id})`}
                >
                  Supprimer
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
