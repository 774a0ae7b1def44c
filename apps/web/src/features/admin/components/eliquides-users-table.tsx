import type { Eliquide } from '@vapolib/contracts';
import { AromaImage } from '../../../components/ui/aroma-image.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { formatShortDate } from '../../../lib/dates.ts';
import { useWideScreen } from '../../../lib/use-wide-screen.ts';
import { AdminTable, AromaCardHeading } from './admin-table.tsx';

const columns = ['user_id', 'Image', 'Arôme', 'Marque', 'Note', 'Description', 'Date d’ajout', 'Action'];

interface EliquidesUsersTableProps {
  liquids: readonly Eliquide[];
  onDelete: (liquid: Eliquide) => void;
}

function Description({ liquid }: { liquid: Eliquide }) {
  if (liquid.description) return liquid.description;
  return (
    <>
      <span aria-hidden="true">-</span>
      <span className="sr-only">Aucune description</span>
    </>
  );
}

function DeleteButton({ liquid, onDelete }: { liquid: Eliquide; onDelete: (liquid: Eliquide) => void }) {
  return (
    <Button
      variant="secondary"
      className="px-3 text-red-800"
      onClick={() => onDelete(liquid)}
      aria-label={`Supprimer ${liquid.arome_name} (utilisateur ${liquid.user_id})`}
    >
      Supprimer
    </Button>
  );
}

/** Every user's liquids, one page: a table on wide screens, stacked cards on phones and tablets. */
export function EliquidesUsersTable({ liquids, onDelete }: EliquidesUsersTableProps) {
  const isWide = useWideScreen();
  if (!isWide) {
    return (
      <ul aria-label="E-liquides des utilisateurs" className="space-y-3">
        {liquids.map((liquid) => (
          <li key={liquid.id} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <AromaCardHeading image={liquid.image_url} name={liquid.arome_name} brand={liquid.brand}>
              <StarRating value={liquid.rating} size={16} className="whitespace-nowrap" />
            </AromaCardHeading>
            <p className="whitespace-pre-line text-slate-700">
              <Description liquid={liquid} />
            </p>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
              <span>
                Utilisateur {liquid.user_id} · ajouté le {formatShortDate(liquid.created_at)}
              </span>
              <DeleteButton liquid={liquid} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <AdminTable caption="E-liquides des utilisateurs" columns={columns}>
      {liquids.map((liquid) => (
        <tr key={liquid.id} className="align-top">
          <td className="px-4 py-3 text-slate-700 tabular-nums">{liquid.user_id}</td>
          <td className="px-4 py-2">
            <AromaImage src={liquid.image_url} size={40} className="h-10 w-10 rounded-lg" />
          </td>
          <td className="px-4 py-3 font-medium text-slate-900">{liquid.arome_name}</td>
          <td className="px-4 py-3 text-slate-700">{liquid.brand}</td>
          <td className="px-4 py-3">
            <StarRating value={liquid.rating} size={16} className="whitespace-nowrap" />
          </td>
          <td className="max-w-xs px-4 py-3 whitespace-pre-line text-slate-700">
            <Description liquid={liquid} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatShortDate(liquid.created_at)}</td>
          <td className="px-4 py-2">
            <DeleteButton liquid={liquid} onDelete={onDelete} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
