import type { NicotineStatus } from '@vapolib/contracts';
import { currentStep, nicotineBadges, stepToConfirm, timings } from '@vapolib/domain';
import { lazy, Suspense, useState } from 'react';
import { streakOf } from '../../components/checkin-streak.tsx';
import { NextBottleCard } from '../../components/next-bottle-card.tsx';
import { SavingsCard } from '../../components/savings-card.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useNicotineStatus } from '../../lib/queries/use-nicotine-status.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useConfirmStep } from './api/use-confirm-step.ts';
import { useDeletePlan } from './api/use-delete-plan.ts';
import { useHalfStep } from './api/use-half-step.ts';
import { useHoldStep } from './api/use-hold-step.ts';
import { BadgesList } from './badges-list.tsx';
import { celebrate } from './celebrate.ts';
import { ChartCard } from './chart-card.tsx';
import { CoachLinksCard } from './coach-links-card.tsx';
import { CompensationCard } from './compensation-card.tsx';
import { DailyMgCard } from './daily-mg-card.tsx';
import { HelpBlock } from './help-block.tsx';
import { LogForm } from './log-form.tsx';
import { LogHistory } from './log-history.tsx';
import { PlanCreationForm } from './plan-creation-form.tsx';
import { ProgressCard } from './progress-card.tsx';
import { QuitAtOnceCard } from './quit-at-once-card.tsx';
import { SavedCard } from './saved-card.tsx';
import { type GentlerPath, StepConfirmDialog } from './step-confirm-dialog.tsx';
import { StepsList } from './steps-list.tsx';
import { StreakCard } from './streak-card.tsx';

// Loaded when first opened: its form's schema (zod) is not needed for the page to appear.
const EditPlanDialog = lazy(() =>
  import('./edit-plan-dialog.tsx').then(({ EditPlanDialog }) => ({ default: EditPlanDialog })),
);

type Feedback = (kind: 'success' | 'error', text: string) => void;

export default function NicotinePage() {
  useDocumentMeta(
    'Suivi de nicotine',
    'Votre plan de réduction de nicotine palier par palier : votre consommation, votre courbe et vos badges.',
  );
  const status = useNicotineStatus();
  const feedback = useTimedMessage(timings.messageClearMs);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">Suivi de nicotine</h1>
        <p className="mt-1 text-slate-700">Baissez votre nicotine à votre rythme, palier par palier.</p>
      </header>
      <Banner message={feedback.message} className="sticky top-20 z-10 shadow-sm" />
      {status.isPending ? (
        <Spinner label="Chargement de votre plan…" />
      ) : status.isError ? (
        <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
          <p>{status.error.message}</p>
          <Button variant="secondary" onClick={() => status.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : status.data ? (
        <PlanView status={status.data} onFeedback={feedback.show} />
      ) : (
        <div className="mx-auto max-w-2xl space-y-6">
          <PlanCreationForm onFeedback={feedback.show} />
          <SavingsCard />
        </div>
      )}
      {/* Below the plan once it is known: shown under the spinner, it would jump down when the plan arrives. */}
      {!status.isPending && <HelpBlock />}
    </div>
  );
}

/** What the deletion takes away, in plain words. */
function deleteDetails(loggedDays: number) {
  const logs =
    loggedDays === 0
      ? 'vos relevés de consommation'
      : `vos ${loggedDays === 1 ? 'relevé' : `${loggedDays} relevés`} de consommation`;
  return `Votre plan, ses paliers et ${logs} seront effacés définitivement, ainsi que votre courbe et vos badges. Vous pourrez ensuite créer un nouveau plan.`;
}

function PlanView({ status, onFeedback }: { status: NicotineStatus; onFeedback: Feedback }) {
  const { plan, today } = status;
  const confirm = useConfirmStep();
  const halfStep = useHalfStep();
  const holdStep = useHoldStep();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState(false);
  const editOpened = useOpenedOnce(editing);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A step the user closed the question for without answering: asked again on the next visit.
  const [dismissedStep, setDismissedStep] = useState<number | null>(null);

  const step = currentStep(plan.steps);
  const currentRate = step?.rate ?? plan.targetRate;
  const toConfirm = stepToConfirm(plan, today);
  const dueStep = toConfirm && dismissedStep !== toConfirm._id ? toConfirm : undefined;
  const streak = streakOf(status);
  const badges = nicotineBadges({
    hasPlan: true,
    progression: status.progression,
    nicotineSaved: status.nicotineSaved,
    chartEntries: status.chartData.length,
    bestStreak: streak.best,
  });

  // Answering yes for the step just before the target finishes the plan.
  const finishing = toConfirm !== undefined && plan.steps.indexOf(toConfirm) === plan.steps.length - 2;
  const answer = (success: boolean) => {
    if (!step) return;
    confirm.mutate(
      { stepId: step._id, success },
      {
        onSuccess: (result) => {
          onFeedback('success', result.message);
          if (success && finishing) void celebrate(200);
        },
        onError: (error) => {
          onFeedback('error', error.message);
          setDismissedStep(step._id);
        },
      },
    );
  };

  // Not ready (below 7 on 10): a half step, or one more week at this rate.
  const gentler = (path: GentlerPath) => {
    if (!step) return;
    (path === 'half' ? halfStep : holdStep).mutate(step._id, {
      onSuccess: (result) => onFeedback('success', result.message),
      onError: (error) => {
        onFeedback('error', error.message);
        setDismissedStep(step._id);
      },
    });
  };

  // A promise rather than mutate's callbacks: once deleted, this view unmounts before they would run.
  const deletePlan = () =>
    remove.mutateAsync().then(
      (result) => onFeedback('success', result.message),
      (error: Error) => {
        setConfirmDelete(false);
        onFeedback('error', error.message);
      },
    );

  const goToLog = () => {
    const card = document.getElementById('nicotine-log');
    card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    card?.querySelector<HTMLInputElement>('input[type="number"]')?.focus({ preventScroll: true });
  };

  return (
    <>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        {plan.approach === 'arret' && <QuitAtOnceCard plan={plan} startedOn={status.totals.startedOn} />}
        {status.compensation && (
          <CompensationCard compensation={status.compensation} onFeedback={onFeedback} />
        )}
        <ProgressCard
          status={status}
          onLog={goToLog}
          onLowerTarget={() => setEditing(true)}
          onRestart={() => setConfirmDelete(true)}
        />
        <NextBottleCard />
        <SavedCard status={status} />
        <StreakCard streak={streak} />
        <SavingsCard />
        <LogForm
          // A new day (or a changed plan rate) starts the form afresh.
          key={`${today}-${currentRate}`}
          today={today}
          startDay={status.totals.startedOn}
          logs={status.logs}
          planRates={plan.steps.map((planStep) => planStep.rate)}
          currentRate={currentRate}
          onFeedback={onFeedback}
        />
        <ChartCard chartData={status.chartData} logs={status.logs} plan={status.plan} slips={status.slips} />
        <LogHistory chartData={status.chartData} logs={status.logs} />
        <DailyMgCard logs={status.logs} />
        {plan.approach !== 'arret' && <CoachLinksCard />}
        <BadgesList badges={badges} />
        <div className="lg:col-span-2">
          <StepsList steps={plan.steps} currentId={step?._id} finished={status.finished} />
        </div>
      </div>
      <div className="space-y-2">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Modifier les paliers
          </Button>
          <Button
            variant="secondary"
            className="text-red-800"
            aria-describedby="nicotine-restart-hint"
            onClick={() => setConfirmDelete(true)}
          >
            Suspendre / recommencer
          </Button>
        </div>
        <p id="nicotine-restart-hint" className="text-sm text-slate-600">
          « Suspendre / recommencer » supprime votre plan et tous vos relevés de consommation.
        </p>
      </div>
      {editOpened && (
        <Suspense fallback={null}>
          <EditPlanDialog
            open={editing}
            plan={plan}
            currentRate={currentRate}
            onClose={() => setEditing(false)}
            onFeedback={onFeedback}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title="Suspendre / recommencer"
        text="Supprimer votre plan ? Toutes les données seront perdues."
        details={deleteDetails(status.totals.loggedDays)}
        confirmLabel="Supprimer le plan et les relevés"
        danger
        busy={remove.isPending}
        onConfirm={deletePlan}
        onCancel={() => setConfirmDelete(false)}
      />
      <StepConfirmDialog
        step={editing || confirmDelete ? undefined : dueStep}
        steps={plan.steps}
        mode={plan.mode}
        compensation={status.compensation}
        busy={confirm.isPending || halfStep.isPending || holdStep.isPending}
        onAnswer={answer}
        onGentler={gentler}
        onClose={() => step && setDismissedStep(step._id)}
      />
    </>
  );
}
