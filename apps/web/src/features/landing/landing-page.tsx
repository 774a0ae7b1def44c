import { frenchNumber } from '@vapolib/domain';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { LineIcon } from '../../components/ui/line-icon.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useLandingFigures } from './api/use-landing-figures.ts';
import { useInstallPrompt } from './use-install-prompt.ts';

const features = [
  {
    title: 'Notez vos e-liquides',
    text: 'Choisissez parmi des centaines d’arômes classés par marque, notez-les et retrouvez vos préférés.',
    icon: 'M12 2l3 7h7l-5.5 4.5 2 7.5-6.5-4.5L5.5 21l2-7.5L2 9h7z',
  },
  {
    title: 'Changez la résistance à temps',
    text: 'Vapolib compte les jours et vous prévient par notification quand la résistance est à changer.',
    icon: 'M4 12c0-3 2-5 4-5s4 2 4 5-2 5-4 5M12 12c0-3 2-5 4-5s4 2 4 5-2 5-4 5',
  },
  {
    title: 'Réduisez votre nicotine',
    text: 'Un plan palier par palier, votre consommation du jour, une courbe et des badges pour tenir.',
    icon: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  },
  {
    title: 'Préparez vos e-liquides',
    text: 'Le calculateur donne base, booster et arôme au millilitre près, avec le temps de maturation.',
    icon: 'M9 2h6v3l2 3v12a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V8l2-3zM7 12h10',
  },
];

const count = frenchNumber();

/** A live count, or the advertised figure when the count is unavailable. */
const formatCount = (value: number | null | undefined, fallback: string) =>
  typeof value === 'number' && value > 0 ? count(value) : fallback;

export default function LandingPage() {
  useDocumentMeta(
    undefined,
    'Vapolib, l’application des vapoteurs qui veulent réduire ou arrêter la nicotine : e-liquides, résistances, plan nicotine et calculateur.',
  );
  const figures = useLandingFigures();
  const { showInstallButton, installed, showIosHelp, showBrowserHelp, install } = useInstallPrompt();
  const users = figures?.users;

  return (
    <div className="space-y-14">
      <section className="-mx-4 -mt-6 bg-linear-to-b from-brand-100/70 to-transparent px-4 pt-8 pb-2 text-center sm:mx-0 sm:mt-0 sm:rounded-3xl sm:to-brand-50/60 sm:px-8 sm:py-14">
        <Logo className="mx-auto mb-5 h-16 w-16 drop-shadow-sm" />
        <p className="mb-4 inline-block rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-900 shadow-sm ring-1 ring-brand-200">
          L’appli gratuite des vapoteurs
        </p>
        <h1 className="mx-auto max-w-2xl text-4xl font-black leading-tight tracking-tight text-balance text-slate-900 sm:text-5xl">
          Vapotez mieux, réduisez la nicotine à votre rythme
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-slate-700">
          Vapolib réunit vos e-liquides, vos résistances, votre plan de réduction et votre calculateur dans
          une seule application.
        </p>
        <div className="mx-auto mt-8 flex max-w-md flex-col items-stretch justify-center gap-3 sm:max-w-none sm:flex-row sm:items-center">
          <a href="/register" className={buttonClass('primary', 'px-8')}>
            Commencer
          </a>
          {showInstallButton && (
            <Button variant="secondary" className="px-8" onClick={install}>
              <LineIcon d="M12 3v12M7 10l5 5 5-5M5 21h14" className="h-5 w-5" strokeWidth="2" />
              Rejoindre
            </Button>
          )}
        </div>
        <p className="mt-4 text-slate-700">
          Déjà inscrit ?{' '}
          <a href="/login" className="font-semibold text-brand-800 underline underline-offset-2">
            Se connecter
          </a>
        </p>
        {showBrowserHelp && (
          <p
            role="status"
            className="mx-auto mt-5 max-w-sm rounded-xl bg-white p-4 text-left text-base text-slate-800 ring-1 ring-slate-200"
          >
            <strong>Installer Vapolib :</strong> ouvrez le menu de votre navigateur, puis choisissez «
            Installer l’application » ou « Ajouter à l’écran d’accueil ».
          </p>
        )}
        {showIosHelp && (
          <p className="mx-auto mt-5 max-w-sm rounded-xl bg-white p-4 text-left text-base text-slate-800 ring-1 ring-slate-200">
            <strong>Installer sur iPhone ou iPad :</strong> appuyez sur le bouton Partager{' '}
            <svg
              viewBox="0 0 24 24"
              className="inline h-5 w-5 align-text-bottom text-brand-800"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M12 3v12M8 7l4-4 4 4M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1" />
            </svg>
            , puis sur « Sur l'écran d'accueil ».
          </p>
        )}
        {installed && <p className="mt-4 text-sm text-slate-700">Vapolib est installé sur cet appareil.</p>}
      </section>

      <section aria-labelledby="fonctionnalites">
        <h2 id="fonctionnalites" className="mb-6 text-center text-2xl font-bold">
          Tout ce qu’il faut au quotidien
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <div className="mb-3 flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <LineIcon d={feature.icon} className="h-7 w-7" />
              </div>
              <h3 className="text-lg font-bold">{feature.title}</h3>
              <p className="mt-1 text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="chiffres"
        className="rounded-3xl bg-brand-800 px-6 py-10 text-center text-white"
      >
        <h2 id="chiffres" className="mb-6 text-2xl font-bold">
          Vapolib en chiffres
        </h2>
        <dl className="grid gap-6 sm:grid-cols-3">
          <div className="flex flex-col-reverse gap-1">
            <dt className="text-brand-100">arômes au catalogue</dt>
            <dd className="text-4xl font-black">{formatCount(figures?.aromes, '2000+')}</dd>
          </div>
          <div className="flex flex-col-reverse gap-1">
            <dt className="text-brand-100">{users === 1 ? 'vapoteur inscrit' : 'vapoteurs inscrits'}</dt>
            <dd className="text-4xl font-black">{formatCount(users, '150+')}</dd>
          </div>
          <div className="flex flex-col-reverse gap-1">
            <dt className="text-brand-100">mg par palier de réduction</dt>
            <dd className="text-4xl font-black">1,5</dd>
          </div>
        </dl>
      </section>

      <section
        aria-labelledby="commencer"
        className="rounded-3xl bg-white px-6 py-8 text-center shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="commencer" className="text-2xl font-bold">
          Prêt à faire le premier pas ?
        </h2>
        <p className="mx-auto mt-2 max-w-md text-slate-700">
          Créez votre compte en une minute : vos données vous suivent sur tous vos appareils.
        </p>
        <div className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row sm:justify-center">
          <a href="/register" className={buttonClass('primary', 'px-8')}>
            Créer mon compte
          </a>
          <a href="/login" className={buttonClass('secondary', 'px-8')}>
            J’ai déjà un compte
          </a>
        </div>
        <p className="mt-6 text-slate-700">
          Vos données restent les vôtres.{' '}
          <a href="/mentions-legales" className="font-semibold text-brand-800 underline underline-offset-2">
            Mentions légales et confidentialité
          </a>
        </p>
      </section>
    </div>
  );
}
