import { forgotPasswordBody } from '@vapolib/contracts';
import { timings } from '@vapolib/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { useCooldown } from '../../lib/use-cooldown.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useForgotPassword } from './api/use-forgot-password.ts';
import { AuthCard } from './auth-card.tsx';

export default function ForgotPasswordPage() {
  useDocumentMeta(
    'Mot de passe oublié',
    'Recevez par e-mail un lien pour choisir un nouveau mot de passe Vapolib.',
  );
  const forgot = useForgotPassword();
  const feedback = useTimedMessage(timings.messageClearMs);
  const form = useForm({ resolver: formResolver(forgotPasswordBody), defaultValues: { email: '' } });
  const field = fieldProps(form);
  const cooldown = useCooldown();

  const submit = form.handleSubmit(({ email }) => {
    feedback.clear();
    forgot.mutate(email, {
      onSuccess: () => {
        feedback.show('success', 'Email envoyé ! Vérifiez votre boîte mail');
        cooldown.start(timings.forgotCooldownSeconds);
      },
      onError: (failure) => feedback.show('error', failure.message),
    });
  }, feedback.clear);

  return (
    <AuthCard
      title="Mot de passe oublié"
      intro="Indiquez l’adresse de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe."
    >
      <form onSubmit={submit} className="space-y-5" noValidate>
        <TextField
          label="Adresse e-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field('email')}
        />
        <Banner message={feedback.message} />
        <Button type="submit" className="w-full" disabled={forgot.isPending || cooldown.secondsLeft > 0}>
          {cooldown.secondsLeft > 0
            ? `Envoyer le lien (${cooldown.secondsLeft} s)`
            : forgot.isPending
              ? 'Envoi…'
              : 'Envoyer le lien'}
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
