import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { HomeCard } from './home-card.tsx';

/** "Votre Résistance": the coil with the fewest days left (coils issue). */
export function CoilCard() {
  return (
    <HomeCard title="Votre Résistance" to="/resistance">
      <p className="mb-4 text-slate-700">
        Ajoutez votre cigarette et sa résistance : Vapolib vous dira quand la changer.
      </p>
      <Link to="/resistance" className={buttonClass('primary')}>
        Ajouter une résistance
      </Link>
    </HomeCard>
  );
}
