import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useLandingFigures } from './api/use-landing-figures.ts';
import { useInstallPrompt } from './use-install-prompt.ts';

const features = [
  {
    title: 'Notez vos e-liquides',
    text: 'Plus de 1 600 arômes de 39 marques : notez, commentez et retrouvez vos préférés classés.',
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

const formatCount = (value: number | null | undefined, fallback: string) =>
  typeof value === 'number' && value > 0 ? new Intl.NumberFormat('fr-FR').format(value) : fallback;

export default function LandingPage() {
  useDocumentMeta(
    undefined,
    'Vapolib, l’application des vapoteurs qui veulent réduire ou arrêter la nicotine : e-liquides, résistances, plan nicotine et calculateur.',
  );
  const figures = useLandingFigures();
  const { canInstall, installed, showIosHelp, install } = useInstallPrompt();

  return (
    <div className="space-y-14">
      <section className="pt-2 text-center sm:pt-8">
        <p className="mb-4 inline-block rounded-full bg-brand-100 px-4 py-1.5 text-sm font-semibold text-brand-900">
          Gratuit · Sans publicité · Pensé pour le mobile
        </p>
        <h1 className="mx-auto max-w-2xl text-4xl font-black leading-tight tracking-tight text-slate-900 sm:text-5xl">
          Vapotez mieux, réduisez la nicotine à votre rythme
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">
          Vapolib réunit vos e-liquides, vos résistances, votre plan de réduction et votre calculateur dans
          une seule application.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/home" className={buttonClass('primary', 'w-full sm:w-auto px-8')}>
            Commencer
          </Link>
          {canInstall && (
            <Button variant="secondary" className="w-full px-8 sm:w-auto" onClick={install}>
              Rejoindre
            </Button>
          )}
        </div>
        {showIosHelp && (
          <p className="mx-auto mt-5 max-w-sm rounded-xl bg-white p-4 text-left text-base text-slate-800 ring-1 ring-slate-200">
            <strong>Installer sur iPhone ou iPad :</strong> appuyez sur le bouton Partager{' '}
            <span aria-hidden="true">⎋</span>, puis sur « Sur l'écran d'accueil ».
          </p>
        )}
        {installed && <p className="mt-4 text-sm text-slate-600">Vapolib est installé sur cet appareil.</p>}
      </section>

      <section aria-labelledby="fonctionnalites">
        <h2 id="fonctionnalites" className="mb-6 text-center text-2xl font-bold">
          Tout ce qu’il faut au quotidien
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <div className="mb-3 flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <svg
                  viewBox="0 0 24 24"
                  className="h-7 w-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={feature.icon} />
                </svg>
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
          <div>
            <dt className="text-brand-100">arômes au catalogue</dt>
            <dd className="text-4xl font-black">{formatCount(figures.data?.aromes, '2 000')}</dd>
          </div>
          <div>
            <dt className="text-brand-100">vapoteurs inscrits</dt>
            <dd className="text-4xl font-black">{formatCount(figures.data?.users, '150')}</dd>
          </div>
          <div>
            <dt className="text-brand-100">mg par palier de réduction</dt>
            <dd className="text-4xl font-black">1,5</dd>
          </div>
        </dl>
      </section>

      <section className="text-center">
        <p className="text-slate-700">
          Vos données restent les vôtres.{' '}
          <Link to="/mentions-legales" className="font-semibold text-brand-800 underline underline-offset-2">
            Mentions légales et confidentialité
          </Link>
        </p>
      </section>
    </div>
  );
}
