import { loginBody } from '@vapolib/contracts';
import { timings } from '@vapolib/domain';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { storeToken } from '../../lib/auth-token.ts';
import { fieldProps } from '../../lib/form-field.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useLogin } from './api/use-login.ts';
import { AuthCard } from './auth-card.tsx';

/** Only a path of this site, never another origin ("//evil.example" included). */
export function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/home';
}

export default function LoginPage() {
  useDocumentMeta(
    'Connexion',
    'Connectez-vous à Vapolib pour retrouver vos liquides, vos résistances et votre plan nicotine.',
  );
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const feedback = useTimedMessage(timings.messageClearMs);
  const form = useForm({
    resolver: formResolver(loginBody),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const field = fieldProps(form);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  // A page that signed the user out may leave a word for them ("account deleted").
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const showNotice = feedback.show;
  useEffect(() => {
    if (notice) showNotice('success', notice);
  }, [notice, showNotice]);

  const submit = form.handleSubmit((body) => {
    feedback.clear();
    login.mutate(body, {
      onSuccess: ({ token }) => {
        storeToken(token, body.rememberMe);
        feedback.show('success', 'Connexion réussie ! Redirection...');
        redirect.current = setTimeout(
          () => navigate(safeNext(searchParams.get('next'))),
          timings.loginRedirectMs,
        );
      },
      onError: (error) => feedback.show('error', error.message),
    });
  });

  return (
    <AuthCard title="Connexion" intro="Heureux de vous revoir ! Connectez-vous pour continuer.">
      <form onSubmit={submit} className="space-y-5" noValidate>
        <TextField
          label="Adresse e-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...field('email')}
        />
        <PasswordField label="Mot de passe" autoComplete="current-password" required {...field('password')} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox label="Se souvenir de moi" {...form.register('rememberMe')} />
          <Link to="/password" className="font-medium text-brand-800 underline underline-offset-2">
            Mot de passe oublié ?
          </Link>
        </div>
        <Banner message={feedback.message} />
        <Button type="submit" className="w-full" disabled={login.isPending || login.isSuccess}>
          {login.isPending ? 'Connexion…' : 'Se connecter'}
        </Button>
      </form>
      <p className="mt-6 text-center text-slate-700">
        Pas encore de compte ?{' '}
        <Link to="/register" className="font-semibold text-brand-800 underline underline-offset-2">
          Créer un compte
        </Link>
      </p>
    </AuthCard>
  );
}
