import { Card } from '../../components/ui/card.tsx';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** Free help in France, and handling boosters safely. */
export function HelpBlock() {
  return (
    <Card aria-labelledby="nicotine-help-title" className="space-y-4">
      <h2 id="nicotine-help-title" className="text-lg font-bold">
        Besoin d’un coup de main ?
      </h2>
      <p className="text-slate-700">
        En France, l’aide à l’arrêt est gratuite : <strong>Tabac Info Service</strong> vous répond au{' '}
        <a href="tel:3989" className={linkClass}>
          39&nbsp;89
        </a>{' '}
        (service gratuit) et sur{' '}
        <a
          href="https://www.tabac-info-service.fr"
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          www.tabac-info-service.fr
        </a>
        , avec un coaching personnalisé.
      </p>
      <div className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <h3 className="mb-2 font-semibold text-amber-950">Manipuler les boosters sans risque</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-amber-950">
          <li>Portez des gants : la nicotine passe à travers la peau.</li>
          <li>Rangez flacons et boosters hors de portée des enfants et des animaux.</li>
          <li>Refermez toujours le flacon et gardez-le fermé, à l’abri de la lumière.</li>
          <li>Une goutte sur la peau ? Lavez aussitôt à l’eau et au savon.</li>
        </ul>
      </div>
    </Card>
  );
}
