import { useLocation } from 'react-router';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { adminSections } from './admin-sections.ts';

/** A titled admin screen not built yet (Emailing, Logs and Test stay like this, as the spec says). */
export function AdminPlaceholder() {
  const { pathname } = useLocation();
  const section = adminSections.find((s) => `/admin${s.path ? `/${s.path}` : ''}` === pathname);
  const title = section?.label ?? 'Administration';
  useDocumentMeta(`Admin · ${title}`, `Administration de Vapolib : ${title}.`);
  return <h1 className="text-2xl font-bold text-slate-900">{title}</h1>;
}
