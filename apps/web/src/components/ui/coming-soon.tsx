import { Link } from 'react-router';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { buttonClass } from './button.tsx';

/** A screen whose feature is not built yet: its real route and title, and a short note. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  useDocumentMeta(title, description);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center">
      <div
        className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-100 text-brand-800"
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-10 w-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2" />
        </svg>
      </div>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="text-lg text-slate-700">{description}</p>
      <p className="rounded-full bg-amber-100 px-4 py-1.5 text-sm font-semibold text-amber-900">
        Bientôt disponible
      </p>
      <Link to="/home" className={buttonClass('secondary', 'mt-2')}>
        Retour au tableau de bord
      </Link>
    </div>
  );
}
