import type { Badge } from '@vapolib/domain';
import { Card } from '../../components/ui/card.tsx';
import { LineIcon } from '../../components/ui/line-icon.tsx';

/** 24×24 outline paths, drawn with currentColor (emoji fonts are not on every device). */
const icons: Record<Badge['id'], string> = {
  'premier-pas':
    'M7 4c1.7 0 3 2.2 3 5s-1.3 4-3 4-3-1.2-3-4 1.3-5 3-5Zm-2 11h4v2a2 2 0 0 1-4 0v-2Zm12-8c1.7 0 3 2.2 3 5s-1.3 4-3 4-3-1.2-3-4 1.3-5 3-5Zm-2 11h4v1a2 2 0 0 1-4 0v-1Z',
  'une-semaine': 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14l2.5 2.5L16 12',
  moitie: 'M3 20 10 8l4 6 2-3 5 9H3Zm6-8 1 1.5',
  objectif: 'M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4m-4 3v4m-4 3h8l-1-3H9l-1 3Z',
  'cent-mg': 'M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6l-8-3Zm-3.5 9 2.5 2.5 4.5-5',
  'sept-jours': 'M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5 0 2 1 3 2 3 .5-2.5-.5-5.5.5-8Z',
  'trente-jours':
    'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M12 12.5l1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3-2.4 1.3.5-2.6-1.9-1.8 2.6-.4Z',
};

/** The badges: earned ones in colour, the others greyed with what earns them. */
export function BadgesList({ badges }: { badges: Badge[] }) {
  const earned = badges.filter((badge) => badge.earned).length;
  return (
    <Card aria-labelledby="nicotine-badges-title">
      <h2 id="nicotine-badges-title" className="mb-1 text-lg font-bold">
        Mes badges
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        {earned} sur {badges.length} obtenus
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {badges.map((badge) => (
          <li
            key={badge.id}
            data-earned={badge.earned}
            className={`flex flex-col items-center gap-1 rounded-xl p-3 text-center ring-1 ${
              badge.earned ? 'bg-amber-50 ring-amber-300' : 'bg-slate-50 ring-slate-200'
            }`}
          >
            <span
              aria-hidden="true"
              className={`flex h-12 w-12 items-center justify-center rounded-full ${
                badge.earned ? 'bg-amber-400 text-amber-950' : 'bg-slate-200 text-slate-500'
              }`}
            >
              <LineIcon d={icons[badge.id]} className="h-7 w-7" />
            </span>
            <span className={`font-semibold ${badge.earned ? 'text-amber-900' : 'text-slate-700'}`}>
              {badge.label}
            </span>
            <span className={`text-xs ${badge.earned ? 'font-medium text-amber-900' : 'text-slate-600'}`}>
              {badge.earned ? 'Obtenu' : badge.hint}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
