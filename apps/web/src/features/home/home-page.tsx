import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';

function HomeCard({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-3 text-xl font-bold">
        <Link to={to} className="flex items-center justify-between gap-2 rounded-lg hover:text-brand-800">
          {title} <span aria-hidden="true">→</span>
        </Link>
      </h2>
      {children}
    </section>
  );
}

export default function HomePage() {
  useDocumentMeta(
    'Accueil',
    'Votre tableau de bord Vapolib : vos liquides, votre résistance et votre suivi de nicotine.',
  );
  const user = useCurrentUser();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight">
        Bonjour{user.data ? ` ${user.data.prenom}` : ''}
      </h1>
      {user.isPending && <Spinner />}
      <div className="grid gap-5 md:grid-cols-2">
        <HomeCard title="Mes liquides" to="/eliquides">
          <p className="mb-4 text-slate-700">Aucun liquide trouvé</p>
          <Link to="/add-liquide" className={buttonClass('primary')}>
            Ajouter un liquide
          </Link>
        </HomeCard>
        <HomeCard title="Votre Résistance" to="/resistance">
          <p className="mb-4 text-slate-700">
            Ajoutez votre cigarette et sa résistance : Vapolib vous dira quand la changer.
          </p>
          <Link to="/resistance" className={buttonClass('primary')}>
            Ajouter une résistance
          </Link>
        </HomeCard>
        <HomeCard title="Suivi de nicotine" to="/nicotine">
          <p className="mb-4 text-slate-700">Vous n’avez pas encore de plan de réduction.</p>
          <Link to="/nicotine" className={buttonClass('primary')}>
            Créer un plan
          </Link>
        </HomeCard>
      </div>
    </div>
  );
}
