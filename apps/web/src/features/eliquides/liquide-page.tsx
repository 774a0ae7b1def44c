import { useQueryClient } from '@tanstack/react-query';
import type { Eliquide } from '@vapolib/contracts';
import { messages, timings } from '@vapolib/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { AromaImage } from '../../components/ui/aroma-image.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StarRating } from '../../components/ui/star-rating.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useDeleteLiquid } from './api/use-delete-liquid.ts';
import { isInCachedList, useLiquid } from './api/use-liquid.ts';
import { useUpdateLiquid } from './api/use-update-liquid.ts';
import { EditLiquidDialog, type LiquidEdit } from './components/edit-liquid-dialog.tsx';
import { RankBadge } from './components/rank-badge.tsx';

export default function LiquidePage() {
  const { id = '' } = useParams();
  const liquid = useLiquid(id);
  // 404: not (or no longer) the user's; 400: an id not written in plain digits (`/liquides/abc`) names nothing.
  const notFound =
    liquid.error instanceof ApiError && (liquid.error.status === 404 || liquid.error.status === 400);
  useDocumentMeta(
    notFound ? 'Page introuvable' : 'Mon liquide',
    notFound ? "Cette page n'existe pas sur Vapolib." : 'Votre note et votre commentaire sur un e-liquide.',
  );

  if (liquid.isPending) return <Spinner label="Chargement du liquide..." />;
  // Not (or no longer) the user's: the not-found page, the URL stays.
  if (notFound) return <NotFoundPage />;
  if (liquid.isError) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <h1 className="text-3xl font-extrabold tracking-tight">Mon liquide</h1>
        <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
          <p>{liquid.error.message}</p>
          <Button variant="secondary" onClick={() => liquid.refetch()}>
            Réessayer
          </Button>
        </div>
      </div>
    );
  }
  return <LiquidDetails liquid={liquid.data} />;
}

function LiquidDetails({ liquid }: { liquid: Eliquide }) {
  const navigate = useNavigate();
  const update = useUpdateLiquid();
  const remove = useDeleteLiquid();
  const feedback = useTimedMessage(timings.messageClearMs);
  const [editing, setEditing] = useState(false);
  const [editError, setEditError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const online = useOnline();
  const queryClient = useQueryClient();
  // Offline the rank comes from the cached list; a liquid the list never showed keeps its own, maybe older, rank.
  const rankMayBeOld = !online && !isInCachedList(queryClient, liquid);

  const save = (edit: LiquidEdit) => {
    setEditError(null);
    update.mutate(
      { id: liquid.id, name: liquid.arome_name, body: edit },
      {
        onSuccess: (result) => {
          setEditing(false);
          feedback.show(
            'success',
            result.queued ? QUEUED_TEXT : result.data.message || messages.eliquideUpdated,
          );
        },
        onError: (error) => setEditError(error.message),
      },
    );
  };

  const confirmRemoval = () =>
    remove.mutate(liquid.id, {
      onSuccess: (result) =>
        navigate('/eliquides', { state: { message: result.message || messages.eliquideDeleted } }),
      onError: (error) => {
        setConfirmDelete(false);
        feedback.show('error', error.message);
      },
    });

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight">Mon liquide</h1>
      <Banner message={feedback.message} />
      <article className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-start gap-4">
          <AromaImage src={liquid.image_url} size={96} className="h-24 w-24 rounded-xl" />
          <div className="min-w-0 space-y-1">
            <h2 className="text-2xl font-bold text-slate-900">{liquid.arome_name}</h2>
            <p className="text-slate-700">{liquid.brand}</p>
            <RankBadge rank={liquid.rank} total={liquid.total} />
            {rankMayBeOld && (
              <p className="text-sm text-slate-600">
                Rang de votre dernière connexion : il a pu changer depuis.
              </p>
            )}
          </div>
        </div>
        <StarRating value={liquid.rating} />
        <section>
          <h3 className="mb-1 text-sm font-semibold tracking-wide text-slate-600 uppercase">Commentaire</h3>
          <p className={`whitespace-pre-line ${liquid.description ? 'text-slate-900' : 'text-slate-600'}`}>
            {liquid.description || 'Aucun commentaire.'}
          </p>
        </section>
        <p className="text-sm text-slate-600">Ajouté le {formatLongDate(liquid.created_at)}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            onClick={() => {
              setEditError(null);
              setEditing(true);
            }}
          >
            Modifier
          </Button>
          <Button
            variant="danger"
            onClick={() => setConfirmDelete(true)}
            aria-label={`Supprimer le liquide ${liquid.arome_name}`}
          >
            Supprimer
          </Button>
        </div>
      </article>

      <EditLiquidDialog
        open={editing}
        liquid={liquid}
        busy={update.isPending}
        error={editError}
        onSave={save}
        onClose={() => setEditing(false)}
      />
      <ConfirmDialog
        open={confirmDelete}
        text={`Supprimer « ${liquid.arome_name} » de vos liquides ? Cette action est irréversible.`}
        confirmLabel="Supprimer"
        danger
        busy={remove.isPending}
        onConfirm={confirmRemoval}
        onCancel={() => setConfirmDelete(false)}
      />
    </div>
  );
}
