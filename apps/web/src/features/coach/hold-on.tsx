import {
  BREATH_IN_SECONDS,
  BREATH_OUT_SECONDS,
  HOLD_ON_SECONDS,
  TABAC_INFO_SERVICE_PHONE,
} from '@vapolib/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

const encouragements = [
  'Une envie monte, atteint un pic puis redescend : elle passe en quelques minutes.',
  'Chaque envie surmontée rend la suivante plus facile.',
  'Vous avez déjà fait le plus dur en la remarquant.',
];

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * « Tenir bon »: three minutes of slow breathing (in 4 s, out 6 s) with the time left on screen, a sentence of
 * encouragement and Tabac Info Service's number. Nothing is asked of the network: it works offline.
 */
export function HoldOn({ onDone }: { onDone: () => void }) {
  const [elapsed, setElapsed] = useState(0);
  const started = useRef(Date.now());
  useEffect(() => {
    // Counted from the start, not by ticks: a tab in the background still shows the right time on return.
    const timer = setInterval(() => {
      const seconds = Math.min(HOLD_ON_SECONDS, Math.floor((Date.now() - started.current) / 1000));
      setElapsed(seconds);
      if (seconds >= HOLD_ON_SECONDS) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, []);
  const left = HOLD_ON_SECONDS - elapsed;
  const finished = left <= 0;
  const cycle = BREATH_IN_SECONDS + BREATH_OUT_SECONDS;
  const breathingIn = elapsed % cycle < BREATH_IN_SECONDS;
  const encouragement = encouragements[Math.min(encouragements.length - 1, Math.floor(elapsed / 60))];

  return (
    <section
      aria-labelledby="hold-on-title"
      className="space-y-5 rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="hold-on-title" className="text-2xl font-extrabold">
        Tenir bon
      </h2>
      {finished ? (
        <p role="status" className="text-lg font-semibold text-emerald-800">
          Trois minutes tenues. Bravo : l’envie est passée ou bien plus faible.
        </p>
      ) : (
        <>
          <div
            aria-hidden="true"
            className={`mx-auto flex h-40 w-40 items-center justify-center rounded-full bg-brand-100 ring-8 ring-brand-200 transition-transform ease-in-out motion-reduce:transition-none ${
              breathingIn ? 'scale-110 duration-[4000ms]' : 'scale-75 duration-[6000ms]'
            }`}
          >
            <span className="text-xl font-bold text-brand-900">{breathingIn ? 'Inspirez' : 'Expirez'}</span>
          </div>
          <p className="text-lg font-semibold" aria-live="polite">
            {breathingIn ? 'Inspirez lentement par le nez…' : 'Expirez doucement par la bouche…'}
          </p>
          <p>
            <span className="sr-only">Temps restant : </span>
            <time
              data-testid="hold-on-timer"
              dateTime={`PT${left}S`}
              className="font-mono text-4xl font-extrabold tabular-nums"
            >
              {clock(left)}
            </time>
          </p>
        </>
      )}
      <p className="text-slate-800">{encouragement}</p>
      <p className="text-slate-800">
        Besoin d’en parler ? Tabac Info Service :{' '}
        <a
          href={`tel:${TABAC_INFO_SERVICE_PHONE.replace(/\s/g, '')}`}
          className="font-bold text-brand-800 underline"
        >
          {TABAC_INFO_SERVICE_PHONE}
        </a>
        .
      </p>
      <Button variant={finished ? 'primary' : 'secondary'} onClick={onDone}>
        {finished ? 'Terminer' : 'Arrêter l’exercice'}
      </Button>
    </section>
  );
}
