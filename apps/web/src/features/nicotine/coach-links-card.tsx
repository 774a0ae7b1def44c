import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';

/** The coach from /nicotine: a craving, a slip, « Mes envies » and the smoke-free clock. */
export function CoachLinksCard() {
  return (
    <section
      aria-labelledby="coach-links-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="coach-links-title" className="mb-3 text-lg font-bold">
        Envies et écarts
      </h2>
      <p className="mb-3 text-slate-700">
        Une envie de fumer, un écart ? Notez-les : rien de votre plan, de votre série ni de vos badges n’est
        perdu.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to="/envies/noter" className={buttonClass('secondary')}>
          Noter une envie
        </Link>
        <Link to="/envies" className={buttonClass('ghost')}>
          Mes envies
        </Link>
        <Link to="/sans-tabac" className={buttonClass('ghost')}>
          Sans tabac
        </Link>
      </div>
    </section>
  );
}
