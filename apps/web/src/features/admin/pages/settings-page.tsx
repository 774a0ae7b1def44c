import { messages, timings } from '@vapolib/domain';
import { useEffect, useId, useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useMaintenanceSetting } from '../api/use-maintenance-setting.ts';
import { useSetMaintenance } from '../api/use-set-maintenance.ts';
import { SettingsMaintenanceStatus } from '../components/settings-maintenance-status.tsx';

export default function SettingsPage() {
  useDocumentMeta('Admin · Réglages', 'Réglages de Vapolib : mode maintenance.');
  const status = useMaintenanceSetting();
  const setMaintenance = useSetMaintenance();
  const feedback = useTimedMessage(timings.shortBannerClearMs);
  const [message, setMessage] = useState('');
  const headingId = useId();
  const active = status.data?.maintenance;

  // The field shows the custom text in force; the default text stays a placeholder.
  useEffect(() => {
    if (status.data && status.data.message !== messages.maintenanceDefault) setMessage(status.data.message);
  }, [status.data]);

  const toggle = () => {
    feedback.clear();
    setMaintenance.mutate(
      { maintenance: !active, message: message.trim() },
      {
        onSuccess: (result) => feedback.show('success', result.info),
        onError: (error) => feedback.show('error', error.message),
      },
    );
  };

  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Réglages</h1>
      <section
        aria-labelledby={headingId}
        className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-bold">
            Mode maintenance
          </h2>
          <SettingsMaintenanceStatus active={active} />
        </div>
        <p className="text-slate-700">
          Activé, il envoie les utilisateurs sur la page « Site en maintenance », qui affiche le message
          ci-dessous. Les administrateurs gardent l’accès à tout le site et à l’administration.
        </p>
        {status.isError && (
          <p
            role="alert"
            className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-900 ring-1 ring-red-300"
          >
            {status.error.message}
          </p>
        )}
        <TextField
          label="Message affiché"
          placeholder="Site en maintenance. Nous revenons très vite."
          hint="Laissé vide, la page affiche le texte par défaut."
          value={message}
          maxLength={500}
          onChange={(event) => setMessage(event.target.value)}
        />
        <Banner message={feedback.message} />
        {status.isPending ? (
          <Spinner label="Chargement du statut…" />
        ) : (
          <Button
            variant={active ? 'secondary' : 'danger'}
            onClick={toggle}
            disabled={setMaintenance.isPending || status.isError}
            className="w-full sm:w-auto"
          >
            {active ? 'Désactiver' : 'Activer'}
          </Button>
        )}
      </section>
    </div>
  );
}
