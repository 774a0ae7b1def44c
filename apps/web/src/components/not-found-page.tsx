import { Link } from 'react-router';
import { useSession } from '../lib/auth-token.ts';
import { useDocumentMeta } from '../lib/use-document-meta.ts';
import { buttonClass } from './ui/button.tsx';

export function NotFoundPage() {
  useDocumentMeta('Page introuvable', "Cette page n'existe pas sur Vapolib.");
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <p className="text-6xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">Page introuvable</h1>
      <p className="text-lg text-slate-700">Oups ! Cette page n'existe pas.</p>
      <Link to={session ? '/home' : '/'} className={buttonClass('primary')}>
        Retour à l’accueil
      </Link>
    </div>
  );
}
