import { type MenuLink, type MenuLinkBody, menuLinkBody } from '@vapolib/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DialogActions, FormError } from '../../../components/ui/dialog-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { MenuLinksIconPicker } from './menu-links-icon-picker.tsx';

type FormValues = MenuLinkBody;

/** What the dialog edits: a link, or `'new'` for the add form. */
export type MenuLinkEditing = MenuLink | 'new' | null;

const blank: FormValues = {
  label: '',
  path: '/',
  icon: 'link',
  order: undefined,
  disabled: false,
  isVisible: true,
};

/** "Ajouter un lien" / "Modifier le lien": label, path, icon, order and the two flags. */
export function MenuLinksFormDialog({
  editing,
  nextOrder,
  busy,
  serverError,
  onSubmit,
  onClose,
}: {
  editing: MenuLinkEditing;
  nextOrder: number;
  busy: boolean;
  serverError?: string;
  onSubmit: (body: MenuLinkBody) => void;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<typeof menuLinkBody>>({ resolver: formResolver(menuLinkBody) });

  useEffect(() => {
    if (editing === 'new') reset({ ...blank, order: nextOrder });
    else if (editing) {
      const { label, path, icon, order, disabled, isVisible } = editing;
      reset({ label, path, icon, order, disabled, isVisible });
    }
  }, [editing, nextOrder, reset]);

  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? 'Ajouter un lien' : 'Modifier le lien'}
      onClose={onClose}
    >
      <form onSubmit={handleSubmit((body) => onSubmit(body))} noValidate className="space-y-4">
        <TextField
          label="Libellé"
          autoComplete="off"
          maxLength={100}
          error={errors.label?.message}
          {...register('label')}
        />
        <TextField
          label="Chemin"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          hint="Une adresse du site, par exemple /nicotine."
          error={errors.path?.message}
          {...register('path')}
        />
        <MenuLinksIconPicker error={errors.icon?.message} {...register('icon')} />
        <TextField
          label="Ordre"
          type="number"
          inputMode="numeric"
          min={0}
          max={10000}
          hint="Les liens s’affichent du plus petit au plus grand."
          error={errors.order ? 'L’ordre doit être un nombre entier entre 0 et 10 000.' : undefined}
          {...register('order', {
            setValueAs: (value) => (value === '' || value == null ? undefined : Number(value)),
          })}
        />
        <Checkbox label="Visible dans le menu" {...register('isVisible')} />
        <Checkbox label="Désactivé (barré, « Bientôt disponible »)" {...register('disabled')} />
        <FormError message={serverError} />
        <DialogActions
          onCancel={onClose}
          disabled={busy}
          submitLabel={editing === 'new' ? 'Ajouter' : 'Enregistrer'}
        />
      </form>
    </Modal>
  );
}
