import { editPlanBody, type NicotinePlan } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DialogActions } from '../../components/ui/dialog-footer.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { formResolver } from '../../lib/form-resolver.ts';
import { useResetOnOpen } from '../../lib/use-reset-on-open.ts';
import { useEditPlan } from './api/use-edit-plan.ts';
import { ChoiceField } from './choice-field.tsx';
import { modeChoices, targetChoices } from './mode-labels.ts';

/** The server's rules, plus its "not above the current rate". */
const editPlanForm = (currentRate: number) =>
  editPlanBody.refine((body) => body.targetRate <= currentRate, {
    path: ['targetRate'],
    message: messages.nicotineTargetAboveCurrent,
  });

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
  const schema = useMemo(() => editPlanForm(currentRate), [currentRate]);
  const { control, handleSubmit, reset } = useForm({
    resolver: formResolver(schema),
    defaultValues: { targetRate: plan.targetRate, mode: plan.mode },
  });
  useResetOnOpen(open, () => reset({ targetRate: plan.targetRate, mode: plan.mode }));

  const submit = handleSubmit((body) => {
    edit.mutate(body, {
      onSuccess: (answer) => {
        onFeedback('success', answer.message);
        onClose();
      },
      onError: (error) => {
        onFeedback('error', error.message);
        onClose();
      },
    });
  });

  return (
    <Modal open={open} title="Modifier les paliers" onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <p className="text-sm text-slate-700">Les paliers déjà validés sont conservés.</p>
        <ChoiceField
          control={control}
          name="targetRate"
          radioName="edit-targetRate"
          legend="Objectif"
          hint="Pas au-dessus de votre taux actuel."
          columns="grid-cols-3"
          choices={targetChoices(currentRate)}
        />
        <ChoiceField
          control={control}
          name="mode"
          radioName="edit-mode"
          legend="Rythme"
          columns="grid-cols-1"
          choices={modeChoices()}
        />
        <DialogActions onCancel={onClose} disabled={edit.isPending} />
      </form>
    </Modal>
  );
}
