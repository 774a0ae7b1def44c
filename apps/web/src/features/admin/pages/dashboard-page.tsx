import { useEffect } from 'react';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { adminCounts, useAdminCounts } from '../api/use-admin-counts.ts';
import { DashboardFigure } from '../components/dashboard-figure.tsx';

export default function DashboardPage() {
  useDocumentMeta('Admin · Tableau de bord', 'Tableau de bord de l’administration de Vapolib.');
  const results = useAdminCounts();
  const failures = results.map((result, index) =>
    result.error ? `${adminCounts[index]?.path} : ${result.error.message}` : '',
  );
  const failureKey = failures.filter(Boolean).join(' | ');
  // Spec §8: a failed count is only logged; its card shows a dash.
  useEffect(() => {
    if (failureKey) console.warn('Chargement des compteurs impossible', failureKey);
  }, [failureKey]);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Tableau de bord</h1>
      <dl className="grid gap-4 sm:grid-cols-3">
        {adminCounts.map((count, index) => (
          <DashboardFigure
            key={count.key}
            label={count.label}
            value={results[index]?.data}
            loading={results[index]?.isPending ?? true}
          />
        ))}
      </dl>
    </div>
  );
}
