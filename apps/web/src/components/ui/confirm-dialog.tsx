import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

/** "Confirmation" dialog with Annuler and a confirm button (spec delete and logout flows). */
export function ConfirmDialog({
  open,
  title = 'Confirmation',
  text,
  details,
  confirmLabel = 'Confirmer',
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title?: string;
  text: string;
  /** A second paragraph under the question, e.g. what a deletion takes away. */
  details?: string;
  confirmLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <p className={`${details ? 'mb-3 font-semibold text-slate-900' : 'mb-6 text-slate-700'} text-base`}>
        {text}
      </p>
      {details && <p className="mb-6 text-base text-slate-700">{details}</p>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Annuler
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
