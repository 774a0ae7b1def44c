import { rankColour } from '@vapolib/domain';

/** Dark text on a light tint: each pair reads at 7:1 or more; the words say the rank, not the colour alone. */
const styles = {
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  orange: 'bg-orange-100 text-orange-900 ring-orange-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
} as const;

/** "Rang 2/9", tinted green, orange or red by rank/total (spec §9). */
export function RankBadge({ rank, total }: { rank: number; total: number }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${styles[rankColour(rank, total)]}`}
    >
      Rang {rank}/{total}
    </span>
  );
}
