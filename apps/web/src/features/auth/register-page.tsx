import { registerBody } from '@vapolib/contracts';
import { messages, timings } from '@vapolib/domain';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useRegister } from './api/use-register.ts';
import { AuthCard } from './auth-card.tsx';

const schema = registerBody.extend({
  terms: z.boolean().refine((accepted) => accepted, messages.termsRequired),
});
type RegisterForm = z.input<typeof schema>;

export default function RegisterPage() {
  useDocumentMeta(
    'Inscription',
    'Créez votre compte Vapolib gratuitement pour suivre votre vape et réduire votre nicotine.',
  );
  const navigate = useNavigate();
  const registration = useRegister();
  const feedback = useTimedMessage(timings.messageClearMs);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const form = useForm<RegisterForm, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { nom: '', prenom: '', date_nais: '', email: '', password: '', terms: false },
  });
  const field = fieldProps(form);

  const submit = form.handleSubmit(({ terms: _terms, ...body }) => {
    feedback.clear();
    registration.mutate(body, {
      onSuccess: () => {
        feedback.show('success', 'Inscription réussie ! Redirection vers la connexion...');
        redirect.current = setTimeout(() => navigate('/login'), timings.registerRedirectMs);
      },
      onError: (error) => feedback.show('error', error.message),
    });
  });

  return (
    <AuthCard title="Inscription" intro="Quelques informations et votre espace est prêt.">
      <form onSubmit={submit} className="space-y-5" noValidate>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Nom" autoComplete="family-name" {...field('nom')} />
          <TextField label="Prénom" autoComplete="given-name" {...field('prenom')} />
        </div>
        <TextField
          label="Date de naissance"
          type="date"
          autoComplete="bday"
          hint="Vapolib est réservé aux personnes majeures."
          {...field('date_nais')}
        />
        <TextField
          label="Adresse e-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field('email')}
        />
        <PasswordField
          label="Mot de passe"
          autoComplete="new-password"
          hint="8 caractères au moins."
          {...field('password')}
        />
        <Checkbox
          label={
            <>
              J'accepte les conditions d'utilisation et la{' '}
              <Link
                to="/mentions-legales"
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                politique de confidentialité
              </Link>
            </>
          }
          {...field('terms')}
        />
        <Banner message={feedback.message} />
        <Button type="submit" className="w-full" disabled={registration.isPending || registration.isSuccess}>
          {registration.isPending ? 'Inscription…' : "S'inscrire"}
        </Button>
      </form>
      <p className="mt-6 text-center text-slate-700">
        Déjà inscrit ?{' '}
        <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-2">
          Se connecter
        </Link>
      </p>
    </AuthCard>
  );
}
