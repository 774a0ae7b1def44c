import { timings } from '@vapolib/domain';
import { useEffect, useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useMaintenanceSetting, useSetMaintenance } from '../api/use-maintenance.ts';

export default function SettingsPage() {
  useDocumentMeta('Admin · Réglages', 'Réglages de Vapolib : mode maintenance.');
  const status = useMaintenanceSetting();
  const setMaintenance = useSetMaintenance();
  const feedback = useTimedMessage(timings.shortBannerClearMs);
  const [message, setMessage] = useState('');
  const active = status.data?.maintenance ?? false;

  useEffect(() => {
    if (status.data?.maintenance) setMessage(status.data.message);
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
    <div className="max-w-xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Réglages</h1>
      <section className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-bold">Mode maintenance</h2>
        <p className="text-slate-700">
          {status.isError
            ? status.error.message
            : active
              ? 'Le site est en maintenance : les utilisateurs voient la page de maintenance, les administrateurs gardent l’accès.'
              : 'Le site est ouvert à tous.'}
        </p>
        <TextField
          label="Message affiché"
          placeholder="Site en maintenance. Nous revenons très vite."
          value={message}
          maxLength={500}
          onChange={(event) => setMessage(event.target.value)}
        />
        <Banner message={feedback.message} />
        <Button
          variant={active ? 'secondary' : 'danger'}
          onClick={toggle}
          disabled={setMaintenance.isPending || status.isPending}
        >
          {active ? 'Désactiver' : 'Activer'}
        </Button>
      </section>
    </div>
  );
}
