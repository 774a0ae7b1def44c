import { adminUpdateUserBody, type User } from '@vapolib/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '../../../components/ui/dialog-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { type UserEditValues, userEditError } from '../admin-lists.ts';

/** The four edited fields, all required here (the API takes each as optional). */
const schema = adminUpdateUserBody.pick({ email: true, prenom: true, nom: true, date_nais: true }).required();

/**
 * "Modifier l’utilisateur": email, prénom, nom, date de naissance. An empty field stops the form with the
 * spec's "Tous les champs doivent être remplis !"; other problems show under their field; a server refusal
 * (e-mail taken…) shows at the bottom.
 */
export function UsersEditDialog({
  user,
  busy,
  serverError,
  onSubmit,
  onClose,
}: {
  user: User | null;
  busy: boolean;
  serverError?: string;
  onSubmit: (values: z.output<typeof schema>) => void;
  onClose: () => void;
}) {
  const [summary, setSummary] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<UserEditValues, unknown, z.output<typeof schema>>({ resolver: formResolver(schema) });

  useEffect(() => {
    setSummary(null);
    if (user) reset({ email: user.email, prenom: user.prenom, nom: user.nom, date_nais: user.date_nais });
  }, [user, reset]);

  const submit = handleSubmit(
    (values) => {
      setSummary(null);
      onSubmit(values);
    },
    () => setSummary(userEditError(getValues())),
  );

  return (
    <Modal open={user !== null} title="Modifier l’utilisateur" onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Adresse e-mail"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label="Prénom" autoComplete="off" error={errors.prenom?.message} {...register('prenom')} />
        <TextField label="Nom" autoComplete="off" error={errors.nom?.message} {...register('nom')} />
        <TextField
          label="Date de naissance"
          type="date"
          error={errors.date_nais?.message}
          {...register('date_nais')}
        />
        {(summary ?? serverError) && (
          <p
            role="alert"
            className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-900 ring-1 ring-red-300"
          >
            {summary ?? serverError}
          </p>
        )}
        <DialogActions onCancel={onClose} disabled={busy} />
      </form>
    </Modal>
  );
}
