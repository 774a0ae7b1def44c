import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { CravingForm } from './craving-form.tsx';
import { HoldOn } from './hold-on.tsx';
import { SlipForm } from './slip-form.tsx';

/**
 * /envies/noter: « Noter une envie » (from /home's card with its intensity, or the installed app's shortcut),
 * then « Tenir bon »; and « J'ai fumé » below.
 */
export default function LogCravingPage() {
  useDocumentMeta(
    'Noter une envie',
    'Notez une envie de fumer en deux gestes et faites-vous aider à tenir bon.',
  );
  const [params] = useSearchParams();
  const given = Number(params.get('intensite'));
  const intensity = Number.isInteger(given) && given >= 1 && given <= 5 ? given : undefined;
  const [saved, setSaved] = useState<{ queued: boolean } | null>(null);
  const [holding, setHolding] = useState(false);
  const [formKey, setFormKey] = useState(0);

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight">Noter une envie</h1>
      {holding ? (
        <HoldOn onDone={() => setHolding(false)} />
      ) : saved ? (
        <Card className="space-y-4">
          <p role="status" className="text-lg font-semibold text-emerald-900">
            {saved.queued ? QUEUED_TEXT : 'Envie notée. Bravo de l’avoir repérée !'}
          </p>
          <p>Une envie passe en quelques minutes. Voulez-vous un coup de main pour la laisser passer ?</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setHolding(true)}>Tenir bon</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setSaved(null);
                setFormKey((key) => key + 1);
              }}
            >
              Noter une autre envie
            </Button>
          </div>
        </Card>
      ) : (
        <Card>
          <CravingForm key={formKey} intensity={intensity} onSaved={setSaved} />
        </Card>
      )}
      {!holding && !saved && (
        <Button variant="ghost" onClick={() => setHolding(true)}>
          Tenir bon sans noter
        </Button>
      )}
      <Card aria-labelledby="slip-title" className="space-y-3">
        <h2 id="slip-title" className="text-xl font-bold">
          J’ai fumé
        </h2>
        <p className="text-slate-700">
          Un écart arrive. Il est compté, pas puni : il ne remet à zéro ni votre plan, ni votre série, ni vos
          badges.
        </p>
        <SlipForm />
      </Card>
      <p className="flex flex-wrap gap-3">
        <Link to="/envies" className={buttonClass('secondary')}>
          Mes envies
        </Link>
        <Link to="/sans-tabac" className={buttonClass('secondary')}>
          Mon compteur sans tabac
        </Link>
      </p>
    </div>
  );
}
