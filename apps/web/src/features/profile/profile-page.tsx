import { useMutation } from '@tanstack/react-query';
import { updateMeBody } from '@vapolib/contracts';
import { messages, timings } from '@vapolib/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { LastCigarette } from '../../components/last-cigarette.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { clearToken } from '../../lib/auth-token.ts';
import { SUPPORT_EMAIL } from '../../lib/contact.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { logOut, logOutEverywhere } from '../../lib/log-out.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useExportMyData } from './api/use-export-my-data.ts';
import { useUpdateProfile } from './api/use-update-profile.ts';
import { DailyReminder } from './daily-reminder.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

const ACCOUNT_DELETED = 'Votre compte et toutes vos données ont été supprimés.';
const LOGGED_OUT_EVERYWHERE = 'Vous êtes déconnecté de tous les appareils.';
/** The three edited fields, none of which may be empty here (the API takes each as optional). */
const profileForm = updateMeBody.required();

export default function ProfilePage() {
  useDocumentMeta('Mon profil', 'Votre profil Vapolib : vos informations, vos données et la déconnexion.');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const exportData = useExportMyData();
  const feedback = useTimedMessage(timings.messageClearMs);
  const saved = user.data;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: formResolver(profileForm),
    // Each field says what is wrong as it is typed (spec §5); the saved profile refills the form.
    mode: 'onChange',
    defaultValues: { email: '', nom: '', prenom: '' },
    values: useMemo(() => saved && { email: saved.email, nom: saved.nom, prenom: saved.prenom }, [saved]),
  });
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmLogoutAll, setConfirmLogoutAll] = useState(false);
  const logoutAll = useMutation({
    mutationFn: logOutEverywhere,
    onSuccess: () => navigate('/login', { state: { notice: LOGGED_OUT_EVERYWHERE } }),
    onSettled: () => setConfirmLogoutAll(false),
  });

  if (user.isPending) return <Spinner label="Chargement du profil…" />;
  if (user.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
        {user.error.message}
      </p>
    );
  }

  const submit = handleSubmit(
    (body) =>
      update.mutate(body, {
        onSuccess: () => feedback.show('success', 'Profil mis à jour !'),
        onError: (error) => feedback.show('error', error.message),
      }),
    () => feedback.show('error', messages.profileFixErrors),
  );

  const logout = () => {
    void logOut();
    navigate('/login');
  };

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <header className="flex items-center gap-4">
        <div
          className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-900"
          aria-hidden="true"
        >
          {`${user.data.prenom[0] ?? ''}${user.data.nom[0] ?? ''}`.toUpperCase()}
        </div>
        <div>
          <h1 className="text-2xl font-extrabold">
            {user.data.prenom} {user.data.nom}
          </h1>
          <p className="text-slate-700">Inscrit le {formatLongDate(user.data.created_at)}</p>
        </div>
      </header>

      <form
        onSubmit={submit}
        className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        noValidate
      >
        <h2 className="text-lg font-bold">Mes informations</h2>
        <TextField
          label="Adresse e-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label="Nom" autoComplete="family-name" error={errors.nom?.message} {...register('nom')} />
        <TextField
          label="Prénom"
          autoComplete="given-name"
          error={errors.prenom?.message}
          {...register('prenom')}
        />
        <Banner message={feedback.message} />
        <Button type="submit" disabled={update.isPending}>
          Modifier
        </Button>
      </form>

      <DailyReminder />

      <LastCigarette />

      <section className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-bold">Mes dépenses</h2>
        <p className="text-slate-700">
          Le prix de votre liquide et de vos résistances, et ce que vous fumiez avant : pour suivre vos
          dépenses du mois et l’argent économisé.
        </p>
        <Link to="/depenses" className={buttonClass('secondary')}>
          Mes dépenses
        </Link>
      </section>

      <section className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-bold">Besoin d’aide ?</h2>
        <p className="text-slate-700">
          Le service client vous répond à{' '}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </section>

      <section className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-bold">Mes données</h2>
        <p className="text-slate-700">
          Téléchargez tout ce que Vapolib conserve sur vous, ou supprimez votre compte.
        </p>
        {exportData.isError && (
          <p role="alert" className="text-red-800">
            {exportData.error.message}
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => exportData.mutate()} disabled={exportData.isPending}>
            Exporter mes données
          </Button>
          <Button variant="secondary" className="text-red-800" onClick={() => setConfirmDelete(true)}>
            Supprimer mon compte
          </Button>
        </div>
      </section>

      <section className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-bold">Mes appareils</h2>
        <p className="text-slate-700">
          Un téléphone perdu ou un ordinateur partagé ? Fermez votre session partout où vous êtes connecté.
        </p>
        {logoutAll.isError && (
          <p role="alert" className="text-red-800">
            {logoutAll.error.message}
          </p>
        )}
        <Button variant="secondary" onClick={() => setConfirmLogoutAll(true)}>
          Se déconnecter de tous les appareils
        </Button>
      </section>

      <Button variant="danger" className="w-full" onClick={() => setConfirmLogout(true)}>
        Déconnexion
      </Button>

      <ConfirmDialog
        open={confirmLogout}
        text="Êtes-vous sûr de vouloir vous déconnecter ?"
        onConfirm={logout}
        onCancel={() => setConfirmLogout(false)}
      />
      <ConfirmDialog
        open={confirmLogoutAll}
        text="Vous serez déconnecté de tous vos appareils, celui-ci compris. Continuer ?"
        busy={logoutAll.isPending}
        onConfirm={() => logoutAll.mutate()}
        onCancel={() => setConfirmLogoutAll(false)}
      />
      <DeleteAccountDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onDeleted={() => {
          clearToken();
          navigate('/login', { state: { notice: ACCOUNT_DELETED } });
        }}
      />
    </div>
  );
}
