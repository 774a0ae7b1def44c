import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { HomeCard } from './home-card.tsx';

/** "Mes liquides": the 4 most recent liquids (e-liquids issue). */
export function LiquidsCard() {
  return (
    <HomeCard title="Mes liquides" to="/eliquides">
      <p className="mb-4 text-slate-700">Aucun liquide trouvé</p>
      <Link to="/add-liquide" className={buttonClass('primary')}>
        Ajouter un liquide
      </Link>
    </HomeCard>
  );
}
