import type { AromeImportReport } from '@vapolib/contracts';
import { frenchNumber } from '@vapolib/domain';
import { useId, useRef } from 'react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useExportAromes } from '../api/use-aromes-export.ts';
import { useImportAromes } from '../api/use-aromes-import.ts';

const REJECTED_SHOWN = 50;
const format = frenchNumber();

function ImportReport({ report }: { report: AromeImportReport }) {
  const hidden = report.rejected.length - REJECTED_SHOWN;
  return (
    <div role="status" className="space-y-2 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <p className="font-semibold">{report.message}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-slate-800">
        <li>Ajoutés : {format(report.added)}</li>
        <li>Déjà présents : {format(report.skipped)}</li>
        <li>Refusés : {format(report.rejected.length)}</li>
      </ul>
      {report.rejected.length > 0 && (
        <details>
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">
            Lignes refusées
          </summary>
          <ul className="max-h-60 space-y-1 overflow-y-auto text-sm text-slate-800">
            {report.rejected.slice(0, REJECTED_SHOWN).map((line) => (
              <li key={line.line}>
                Ligne {line.line} : {line.reason}
              </li>
            ))}
            {hidden > 0 && <li>… et {format(hidden)} autres.</li>}
          </ul>
        </details>
      )}
    </div>
  );
}

/** Export of the whole catalogue, and import of a CSV file (brand,name[,image_url]) with its report. */
export function AromesCsvPanel() {
  const exportCsv = useExportAromes();
  const importCsv = useImportAromes();
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);

  return (
    <section
      aria-labelledby={`${fileId}-title`}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${fileId}-title`} className="text-lg font-bold">
        Import et export CSV
      </h2>
      <p className="text-slate-700">
        Colonnes : <code>brand,name,image_url</code> (image facultative). Les arômes déjà présents pour une
        marque sont ignorés.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Button variant="secondary" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
          {exportCsv.isPending ? 'Export en cours...' : 'Exporter le catalogue (CSV)'}
        </Button>
        <div>
          {/* The browser's own file button speaks the browser's language: a French label stands in for it. */}
          <input
            ref={fileRef}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="peer sr-only"
            disabled={importCsv.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              importCsv.mutate(file, {
                // The same file can be chosen again after a fix.
                onSettled: () => {
                  if (fileRef.current) fileRef.current.value = '';
                },
              });
            }}
          />
          <label
            htmlFor={fileId}
            className={`${buttonClass('primary')} cursor-pointer peer-focus-visible:ring-4 peer-focus-visible:ring-brand-300 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
          >
            Importer un fichier CSV
          </label>
        </div>
      </div>
      {importCsv.isPending && <p role="status">Import en cours...</p>}
      {exportCsv.isError && (
        <p role="alert" className="font-medium text-red-800">
          {exportCsv.error.message}
        </p>
      )}
      {importCsv.isError && (
        <p role="alert" className="font-medium text-red-800">
          {importCsv.error.message}
        </p>
      )}
      {importCsv.data && <ImportReport report={importCsv.data} />}
    </section>
  );
}
