import type { Eliquide } from '@vapolib/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/dialog-footer.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { type LiquidConflict, useLiquidConflicts, useSettleConflict } from '../api/use-liquid-conflicts.ts';
import { useUpdateLiquid } from '../api/use-update-liquid.ts';

function Rating({ title, rating, comment }: { title: string; rating: number; comment: string | null }) {
  return (
    <div className="min-w-0 space-y-1 rounded-xl bg-white p-3 ring-1 ring-amber-200">
      <p className="font-semibold text-slate-900">{title}</p>
      <StarRating value={rating} size={18} />
      <p className={`whitespace-pre-line text-sm ${comment ? 'text-slate-900' : 'text-slate-600'}`}>
        {comment || 'Aucun commentaire.'}
      </p>
    </div>
  );
}

function Conflict({ conflict, existing }: { conflict: LiquidConflict; existing: Eliquide | undefined }) {
  const update = useUpdateLiquid();
  const settle = useSettleConflict();
  const [error, setError] = useState<string | null>(null);
  const headingId = `conflit-${conflict.id}`;
  const offlineComment = conflict.body.description?.trim() || null;

  // The offline rating goes over the liquid already there; a comment left blank offline keeps the one there.
  const keepMine = () => {
    setError(null);
    update.mutate(
      {
        id: conflict.existingId,
        name: conflict.aromeName,
        body: { rating: conflict.body.rating, ...(offlineComment ? { description: offlineComment } : {}) },
      },
      { onSuccess: () => settle.mutate(conflict.id), onError: (failure) => setError(failure.message) },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
    >
      <h2 id={headingId} className="text-lg font-bold">
        À vérifier : {conflict.aromeName}
      </h2>
      <p>
        {conflict.message} Vous l’avez noté sans réseau, et il avait entre-temps été ajouté depuis un autre
        appareil. Choisissez la note à garder.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Rating title="Votre note hors ligne" rating={conflict.body.rating} comment={offlineComment} />
        {existing && (
          <Rating title="Note enregistrée" rating={existing.rating} comment={existing.description} />
        )}
      </div>
      <FormError message={error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={keepMine} disabled={update.isPending || settle.isPending}>
          Garder ma note hors ligne
        </Button>
        <Button
          variant="secondary"
          onClick={() => settle.mutate(conflict.id)}
          disabled={update.isPending || settle.isPending}
        >
          Garder la note enregistrée
        </Button>
      </div>
    </section>
  );
}

/** The liquids added offline that turned out to be rated already: each asks which rating to keep. */
export function LiquidConflicts({ liquids }: { liquids: Eliquide[] | undefined }) {
  const conflicts = useLiquidConflicts();
  if (!conflicts.data?.length) return null;
  return (
    <div className="space-y-3">
      {conflicts.data.map((conflict) => (
        <Conflict
          key={conflict.id}
          conflict={conflict}
          existing={liquids?.find((liquid) => liquid.id === conflict.existingId)}
        />
      ))}
    </div>
  );
}
