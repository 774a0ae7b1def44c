import type { NicotinePlan } from '@vapolib/contracts';
import type { NicotineMode } from '@vapolib/domain';
import { type FormEvent, useState } from 'react';
import { DialogActions } from '../../components/ui/dialog-footer.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useResetOnOpen } from '../../lib/use-reset-on-open.ts';
import { useEditPlan } from './api/use-edit-plan.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { modeChoices, targetChoices } from './mode-labels.ts';

/** "Modifier les paliers": a new target and rhythm; validated steps stay as they are. */
export function EditPlanDialog({
  open,
  plan,
  currentRate,
  onClose,
  onFeedback,
}: {
  open: boolean;
  plan: NicotinePlan;
  currentRate: number;
  onClose: () => void;
  onFeedback: (kind: 'success' | 'error', text: string) => void;
}) {
  const edit = useEditPlan();
  const [targetRate, setTargetRate] = useState(plan.targetRate);
  const [mode, setMode] = useState<NicotineMode>(plan.mode);
  useResetOnOpen(open, () => {
    setTargetRate(plan.targetRate);
    setMode(plan.mode);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate(
      { targetRate, mode },
      {
        onSuccess: (answer) => {
          onFeedback('success', answer.message);
          onClose();
        },
        onError: (error) => {
          onFeedback('error', error.message);
          onClose();
        },
      },
    );
  };

  return (
    <Modal open={open} title="Modifier les paliers" onClose={onClose}>
      <form onSubmit={submit} className="space-y-5">
        <p className="text-sm text-slate-700">Les paliers déjà validés sont conservés.</p>
        <ChoiceGroup
          legend="Objectif"
          hint="Pas au-dessus de votre taux actuel."
          name="edit-targetRate"
          value={targetRate}
          onChange={setTargetRate}
          columns="grid-cols-3"
          choices={targetChoices(currentRate)}
        />
        <ChoiceGroup
          legend="Rythme"
          name="edit-mode"
          value={mode}
          onChange={setMode}
          columns="grid-cols-1"
          choices={modeChoices()}
        />
        <DialogActions onCancel={onClose} disabled={edit.isPending} />
      </form>
    </Modal>
  );
}
