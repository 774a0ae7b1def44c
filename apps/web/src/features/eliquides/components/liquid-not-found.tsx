import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';

/** What the not-found page shows, for a liquid that is not (or no longer) the user's: the URL stays. */
export function LiquidNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <p className="text-6xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">Page introuvable</h1>
      <p className="text-lg text-slate-700">Oups ! Cette page n'existe pas.</p>
      <Link to="/home" className={buttonClass('primary')}>
        Retour à l’accueil
      </Link>
    </div>
  );
}
