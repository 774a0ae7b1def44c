import type { CheckinStreak } from '@vapolib/domain';
import { StreakSummary } from '../../components/checkin-streak.tsx';
import { Card } from '../../components/ui/card.tsx';

/** "Ma série" on /nicotine: the days logged in a row. */
export function StreakCard({ streak }: { streak: CheckinStreak }) {
  return (
    <Card aria-labelledby="nicotine-streak-title">
      <h2 id="nicotine-streak-title" className="mb-3 text-lg font-bold">
        Ma série
      </h2>
      <StreakSummary streak={streak} />
    </Card>
  );
}
