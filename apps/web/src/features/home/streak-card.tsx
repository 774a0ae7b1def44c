import { StreakSummary, streakOf } from '../../components/checkin-streak.tsx';
import { useNicotineStatus } from '../../lib/queries/use-nicotine-status.ts';
import { HomeCard } from './home-card.tsx';

/** "Ma série": the days logged in a row, from the (possibly cached) nicotine status; nothing without a plan. */
export function StreakCard() {
  const status = useNicotineStatus();
  if (!status.data) return null;
  return (
    <HomeCard title="Ma série" to="/nicotine">
      <StreakSummary streak={streakOf(status.data)} />
    </HomeCard>
  );
}
