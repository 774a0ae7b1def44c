import { currentStep } from '@vapolib/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { NicotineSparkline } from '../../components/nicotine-sparkline.tsx';
import { PlanProgressBar } from '../../components/plan-progress-bar.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { formatMg as mg } from '../../lib/nicotine-format.ts';
import { savedBasisText } from '../../lib/nicotine-saved-text.ts';
import { useNicotineStatus } from '../../lib/queries/use-nicotine-status.ts';
import { HomeCard } from './home-card.tsx';
import { LoadError } from './load-error.tsx';

/** "Suivi de nicotine": the chart and progress of the plan, or the way to create one. */
export function NicotineCard() {
  const status = useNicotineStatus();
  useEffect(() => {
    if (status.error) console.warn('Chargement du suivi de nicotine impossible', status.error);
  }, [status.error]);
  if (status.isError && !status.data) {
    return (
      <HomeCard title="Suivi de nicotine" to="/nicotine">
        <LoadError message="Votre suivi de nicotine n’a pas pu être chargé." query={status} />
      </HomeCard>
    );
  }
  if (!status.data) {
    return (
      <HomeCard title="Suivi de nicotine" to="/nicotine">
        <p className="mb-4 text-slate-700">
          {status.isPending ? 'Chargement…' : 'Vous n’avez pas encore de plan de réduction.'}
        </p>
        <Link to="/nicotine" className={buttonClass('primary')}>
          Créer un plan
        </Link>
      </HomeCard>
    );
  }
  const { plan, progression, nicotineSaved, chartData, logs, finished, slips } = status.data;
  const step = currentStep(plan.steps);
  return (
    <HomeCard title="Suivi de nicotine" to="/nicotine">
      {finished ? (
        <p className="text-slate-700">
          <strong className="text-brand-800">Objectif atteint !</strong> Vous vapez à{' '}
          <strong>{mg(plan.targetRate)}/mL</strong>, votre objectif.
        </p>
      ) : (
        <p className="text-slate-700">
          Palier actuel{'\u00a0'}: <strong>{mg(step?.rate ?? plan.targetRate)}/mL</strong> · objectif{' '}
          {mg(plan.targetRate)}/mL
        </p>
      )}
      <PlanProgressBar progression={progression} className="my-3" />
      <p className="text-sm text-slate-700">
        {progression} % du chemin · {mg(nicotineSaved)} de nicotine évités {savedBasisText(plan.startRate)}
      </p>
      {chartData.length > 0 ? (
        <div className="mt-4">
          <NicotineSparkline chartData={chartData} logs={logs} plan={plan} slips={slips} />
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">
          Notez votre consommation du jour pour voir votre courbe apparaître.
        </p>
      )}
    </HomeCard>
  );
}
