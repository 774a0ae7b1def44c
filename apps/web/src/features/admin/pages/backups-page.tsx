import { timings } from '@vapolib/domain';
import { useId } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useBackupNow, useBackups, useDownloadBackup } from '../api/use-backups.ts';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateTime.format(new Date(iso));

/** 1 536 → « 1,5 Ko »: sizes as the French read them. */
function size(bytes: number): string {
  const units = ['octets', 'Ko', 'Mo', 'Go'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('fr-FR', { maximumFractionDigits: unit ? 1 : 0 })} ${units[unit]}`;
}

export default function BackupsPage() {
  useDocumentMeta(
    'Admin · Sauvegardes',
    'Sauvegardes de la base de Vapolib : état, liste et téléchargement.',
  );
  const backups = useBackups();
  const backupNow = useBackupNow();
  const download = useDownloadBackup();
  const feedback = useTimedMessage(timings.shortBannerClearMs);
  const statusId = useId();
  const listId = useId();
  const data = backups.data;

  const makeOne = () => {
    feedback.clear();
    backupNow.mutate(undefined, {
      onSuccess: (result) => feedback.show(result.ok ? 'success' : 'error', result.info),
      onError: (error) => feedback.show('error', error.message),
    });
  };
  const fetchFile = (name: string) =>
    download.mutate(name, { onError: (error) => feedback.show('error', error.message) });

  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Sauvegardes</h1>
      {backups.isError && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-900 ring-1 ring-red-300"
        >
          {backups.error.message}
        </p>
      )}
      {backups.isPending && <Spinner label="Chargement des sauvegardes…" />}
      {data && (
        <>
          <section
            aria-labelledby={statusId}
            className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id={statusId} className="text-lg font-bold">
              État
            </h2>
            <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
              <dt className="font-medium text-slate-700">Dernière réussite</dt>
              <dd>
                {data.lastSuccess
                  ? `${when(data.lastSuccess.at)} (${size(data.lastSuccess.size)})`
                  : 'Aucune'}
              </dd>
              <dt className="font-medium text-slate-700">Dernier échec</dt>
              <dd>
                {data.lastFailure ? (
                  <span className="text-red-800">
                    {when(data.lastFailure.at)} : {data.lastFailure.message}
                  </span>
                ) : (
                  'Aucun'
                )}
              </dd>
              <dt className="font-medium text-slate-700">Fréquence</dt>
              <dd>
                {data.intervalHours > 0
                  ? `Toutes les ${data.intervalHours.toLocaleString('fr-FR')} h, les ${data.keep} plus récentes gardées`
                  : `Automatique désactivée, les ${data.keep} plus récentes gardées`}
              </dd>
              <dt className="font-medium text-slate-700">Dossier</dt>
              <dd className="break-all font-mono text-sm">{data.folder}</dd>
            </dl>
            <Banner message={feedback.message} />
            <Button onClick={makeOne} disabled={backupNow.isPending} className="w-full sm:w-auto">
              {backupNow.isPending ? 'Sauvegarde en cours…' : 'Sauvegarder maintenant'}
            </Button>
          </section>
          <section
            aria-labelledby={listId}
            className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id={listId} className="text-lg font-bold">
              Fichiers ({data.files.length})
            </h2>
            {data.files.length === 0 ? (
              <p className="text-slate-700">Aucune sauvegarde pour l’instant.</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {data.files.map((file) => (
                  <li key={file.name} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div>
                      <p className="font-medium">
                        {when(file.createdAt)}
                        {file.beforeMigration && ' · avant migration'}
                      </p>
                      <p className="text-sm text-slate-700">
                        {size(file.size)} · version {file.schemaVersion}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      onClick={() => fetchFile(file.name)}
                      disabled={download.isPending}
                      aria-label={`Télécharger la sauvegarde du ${when(file.createdAt)}`}
                    >
                      Télécharger
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
