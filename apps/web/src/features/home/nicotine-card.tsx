import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { HomeCard } from './home-card.tsx';

/** "Suivi de nicotine": the chart, or the way to create a plan (nicotine issue). */
export function NicotineCard() {
  return (
    <HomeCard title="Suivi de nicotine" to="/nicotine">
      <p className="mb-4 text-slate-700">Vous n’avez pas encore de plan de réduction.</p>
      <Link to="/nicotine" className={buttonClass('primary')}>
        Créer un plan
      </Link>
    </HomeCard>
  );
}
