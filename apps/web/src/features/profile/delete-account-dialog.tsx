import { deleteAccountBody } from '@vapolib/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { formResolver } from '../../lib/form-resolver.ts';
import { useDeleteAccount } from './api/use-delete-account.ts';

/** "Supprimer mon compte": the password confirms; everything goes, then the user is signed out. */
export function DeleteAccountDialog({
  open,
  onClose,
  onDeleted,
}: {
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const deletion = useDeleteAccount();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({ resolver: formResolver(deleteAccountBody), defaultValues: { password: '' } });
  const submit = handleSubmit(({ password }) => deletion.mutate(password, { onSuccess: onDeleted }));
  return (
    <Modal open={open} title="Supprimer mon compte" onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-slate-700">
          Votre compte et toutes vos données (liquides, résistances, plan et relevés de nicotine) seront
          définitivement effacés. Saisissez votre mot de passe pour confirmer.
        </p>
        <PasswordField
          label="Mot de passe"
          autoComplete="current-password"
          error={errors.password?.message ?? deletion.error?.message}
          {...register('password')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" variant="danger" disabled={!watch('password') || deletion.isPending}>
            Supprimer définitivement
          </Button>
        </div>
      </form>
    </Modal>
  );
}
