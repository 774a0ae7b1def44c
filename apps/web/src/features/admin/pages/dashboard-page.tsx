import { useEffect } from 'react';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useAdminCounts } from '../api/use-admin-counts.ts';

const format = (value: number | undefined) =>
  value === undefined ? '…' : new Intl.NumberFormat('fr-FR').format(value);

export default function DashboardPage() {
  useDocumentMeta('Admin · Tableau de bord', 'Tableau de bord de l’administration de Vapolib.');
  const counts = useAdminCounts();
  useEffect(() => {
    if (counts.error) console.warn('Chargement des chiffres impossible', counts.error);
  }, [counts.error]);
  const figures = [
    { label: 'Utilisateurs', value: counts.data?.users },
    { label: 'Arômes', value: counts.data?.aromes },
    { label: 'E-liquides notés', value: counts.data?.eliquides },
  ];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Tableau de bord</h1>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <dt className="text-slate-700">{figure.label}</dt>
            <dd className="text-4xl font-black text-brand-800">{format(figure.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
