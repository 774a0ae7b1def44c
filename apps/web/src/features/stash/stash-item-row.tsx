import type { StashItem } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { formatEuros } from '../../lib/money-format.ts';
import { isPendingStashItem } from '../../lib/queries/pending-stash.ts';
import { lowStockBadge, lowStockWhy, mlText } from '../../lib/stash-texts.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { useChangeStashItem } from './api/use-change-stash-item.ts';
import { useRemoveStashItem } from './api/use-remove-stash-item.ts';
import { readDecimal } from './stash-form.ts';

function details(item: StashItem): string {
  const parts: string[] = [];
  if (item.kind === 'booster') parts.push(`${item.strength} mg/mL`);
  if (item.pg !== null) parts.push(`PG/VG ${item.pg}/${100 - item.pg}`);
  if (item.price_cents !== null) parts.push(`payé ${formatEuros(item.price_cents)}`);
  if (item.opened_on) parts.push(`ouvert le ${item.opened_on.split('-').reverse().join('/')}`);
  return parts.join(' · ');
}

/** One bottle: what is left (flagged when low), its volume changed by hand, or removed. */
export function StashItemRow({
  item,
  onDone,
}: {
  item: StashItem;
  onDone: (kind: 'success' | 'error', text: string) => void;
}) {
  const change = useChangeStashItem();
  const remove = useRemoveStashItem();
  const [editing, setEditing] = useState(false);
  const [volume, setVolume] = useState(String(item.volume_ml).replace('.', ','));
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const pending = isPendingStashItem(item);
  const badge = lowStockBadge(item);
  const why = lowStockWhy(item);

  const save = () => {
    const value = readDecimal(volume);
    if (value === undefined || Number.isNaN(value) || value < 0 || value > 10_000)
      return setError(messages.stashVolumeInvalid);
    setError(undefined);
    change.mutate(
      { id: item.id, name: item.name, body: { volume_ml: value } },
      {
        onSuccess: (result) => {
          setEditing(false);
          onDone('success', result.queued ? QUEUED_TEXT : result.data.message);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <li
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="stash-item"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-bold text-slate-900">{item.name}</p>
          <p className="text-sm text-slate-600">{details(item)}</p>
          {why && badge !== 'Vide' && (
            <p className="mt-1 text-sm font-medium text-amber-900" data-testid="stash-low-why">
              {why}.
            </p>
          )}
        </div>
        <div className="text-right">
          <p
            className="whitespace-nowrap text-lg font-extrabold tabular-nums text-slate-900"
            data-testid="stash-left"
          >
            {mlText(item.volume_ml)}
          </p>
          {badge && (
            <p
              className="mt-1 inline-block whitespace-nowrap rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-950 ring-1 ring-amber-300"
              data-testid="stash-low"
            >
              {badge}
            </p>
          )}
        </div>
      </div>
      {editing ? (
        <div className="flex items-end gap-3">
          <TextField
            label={`Quantité restante de ${item.name}`}
            inputMode="decimal"
            value={volume}
            error={error}
            onChange={(event) => setVolume(event.target.value)}
            className="flex-1"
          />
          <Button onClick={save} disabled={change.isPending}>
            Enregistrer
          </Button>
        </div>
      ) : (
        !pending && (
          <div className="flex gap-3">
            <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`Modifier ${item.name}`}>
              Modifier
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={`Retirer ${item.name}`}>
              Retirer
            </Button>
          </div>
        )
      )}
      <ConfirmDialog
        open={confirming}
        text={`Retirer « ${item.name} » de votre stock ?`}
        confirmLabel="Retirer"
        danger
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { id: item.id, name: item.name },
            {
              onSuccess: (result) => {
                setConfirming(false);
                onDone('success', result.queued ? QUEUED_TEXT : result.data.message);
              },
              onError: (failure) => {
                setConfirming(false);
                onDone('error', failure.message);
              },
            },
          )
        }
      />
    </li>
  );
}
