import { resetPasswordBody } from '@vapolib/contracts';
import { timings } from '@vapolib/domain';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Banner } from '../../components/ui/banner.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useResetPassword } from './api/use-reset-password.ts';
import { AuthCard } from './auth-card.tsx';

export default function ResetPasswordPage() {
  useDocumentMeta('Nouveau mot de passe', 'Choisissez un nouveau mot de passe pour votre compte Vapolib.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const feedback = useTimedMessage(timings.messageClearMs);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const form = useForm<z.input<typeof resetPasswordBody>, unknown, z.output<typeof resetPasswordBody>>({
    resolver: formResolver(resetPasswordBody),
    values: { token, newPassword: '', confirmPassword: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const field = fieldProps(form);

  if (!token) {
    return (
      <AuthCard title="Nouveau mot de passe">
        <p className="mb-5 text-slate-700">
          Ce lien est incomplet. Demandez un nouveau lien de réinitialisation.
        </p>
        <Link to="/password" className={buttonClass('primary', 'w-full')}>
          Demander un nouveau lien
        </Link>
      </AuthCard>
    );
  }

  const submit = form.handleSubmit((body) => {
    feedback.clear();
    reset.mutate(body, {
      onSuccess: () => {
        feedback.show('success', 'Mot de passe réinitialisé ! Redirection en cours...');
        redirect.current = setTimeout(() => navigate('/login'), timings.resetRedirectMs);
      },
      onError: (error) => feedback.show('error', error.message),
    });
  });

  return (
    <AuthCard title="Nouveau mot de passe" intro="Choisissez un mot de passe d’au moins 8 caractères.">
      <form onSubmit={submit} className="space-y-5" noValidate>
        <PasswordField label="Nouveau mot de passe" autoComplete="new-password" {...field('newPassword')} />
        <PasswordField
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Banner message={feedback.message} />
        <Button type="submit" className="w-full" disabled={reset.isPending || reset.isSuccess}>
          {reset.isPending ? 'Enregistrement…' : 'Réinitialiser'}
        </Button>
      </form>
      <p className="mt-6 text-center">
        <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-2">
          Retour à la connexion
        </Link>
      </p>
    </AuthCard>
  );
}
