import { buttonClass } from '../../../components/ui/button.tsx';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';

export default function SwaggerPage() {
  useDocumentMeta('Admin · Swagger', 'Documentation OpenAPI de l’API Vapolib.');
  return (
    <div className="max-w-xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Swagger</h1>
      <p className="text-slate-700">
        La documentation interactive de l’API (tous les appels, leurs schémas, l’authentification par jeton)
        est servie par Vapolib lui-même.
      </p>
      <a href="/api/docs" target="_blank" rel="noreferrer" className={buttonClass('primary')}>
        Ouvrir la documentation de l'API
        <span className="sr-only"> (nouvel onglet)</span>
      </a>
      <p>
        <a
          href="/api/docs/json"
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          Document OpenAPI (JSON)
          <span className="sr-only"> (nouvel onglet)</span>
        </a>
      </p>
    </div>
  );
}
