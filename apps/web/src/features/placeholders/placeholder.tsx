import { useDocumentMeta } from '../../lib/use-document-meta.ts';

/** A screen whose feature is not built yet: its real route and title, and a short note. */
export function Placeholder({ title, description }: { title: string; description: string }) {
  useDocumentMeta(title, description);
  return (
    <div className="py-10 text-center">
      <h1 className="mb-3 text-3xl font-bold">{title}</h1>
      <p className="text-lg text-slate-700">Bientôt disponible.</p>
    </div>
  );
}
