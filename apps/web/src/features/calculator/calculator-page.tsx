import type { RecipeMode } from '@vapolib/contracts';
import { type BatchCalculation, timings } from '@vapolib/domain';
import { type KeyboardEvent, lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NicotineSafetyNote } from '../../components/nicotine-safety-note.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { WhenVisible } from '../../components/ui/when-visible.tsx';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { type CalculatorState, paramsFromState, recipeBody, shareUrl } from './calculator-state.ts';
import { modeLabels, shareMessages } from './calculator-texts.ts';
import { MaturationGuide } from './maturation-guide.tsx';
import { MixSafetyWarnings, mixHoldsNicotine } from './mix-safety.tsx';
import { PreciseMode } from './precise-mode.tsx';
import type { OpenedRecipe } from './prepare-batch-dialog.tsx';
import { QuickMode } from './quick-mode.tsx';
import { shareLink } from './share-link.ts';
import { ShortfillMode } from './shortfill-mode.tsx';
import { useCalculatorUrl } from './use-calculator-url.ts';

const RecipesPanel = lazy(() =>
  import('./recipes-panel.tsx').then(({ RecipesPanel }) => ({ default: RecipesPanel })),
);
// Loaded when first opened: its form's schema (zod) is not needed for the calculator to appear.
const PrepareBatchDialog = lazy(() =>
  import('./prepare-batch-dialog.tsx').then(({ PrepareBatchDialog }) => ({ default: PrepareBatchDialog })),
);
// « Puis-je le faire ? » and the stash it reads come when asked.
const StashCheck = lazy(() =>
  import('./stash-check.tsx').then(({ StashCheck }) => ({ default: StashCheck })),
);
const recipesLoading = (
  <Card aria-labelledby="recipes-loading-title" aria-busy="true" className="h-full min-h-64 space-y-5">
    <h2 id="recipes-loading-title" className="text-lg font-bold">
      Mes recettes
    </h2>
    <Spinner label="Chargement de vos recettes…" />
  </Card>
);

const modes: RecipeMode[] = ['quick', 'precise', 'shortfill'];

/** The plan step a next-bottle card opened the calculator for (`?etape=12`), or null. */
export function stepFromParams(params: URLSearchParams): number | null {
  const value = params.get('etape');
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
const modeIntros: Record<RecipeMode, string> = {
  quick: 'Base, booster et arôme pour votre flacon, en quelques secondes.',
  precise: 'Pour le DIY au gramme près : plusieurs arômes, booster au choix, PG et VG à ajouter.',
  shortfill: 'Un flacon de shortfill complété de boosters : le taux obtenu, ou les boosters qu’il faut.',
};

/** /calculateur: three modes, the maturation guide and the recipes. Computing never calls the server. */
export default function CalculatorPage() {
  useDocumentMeta(
    'Calculateur',
    'Calculez les quantités de base, de booster et d’arôme de votre e-liquide, en mL et en grammes.',
  );
  const { state, update, replace } = useCalculatorUrl();
  // Opened from « Le flacon de la prochaine étape »: the batch recorded here is linked to that step. Read once:
  // the calculator rewrites its query as the user types.
  const [searchParams] = useSearchParams();
  const [stepId] = useState(() => stepFromParams(searchParams));
  const feedback = useTimedMessage(timings.messageClearMs);
  const [manualLink, setManualLink] = useState<string | null>(null);
  const tabsId = useId();
  const tabRefs = useRef<Record<RecipeMode, HTMLButtonElement | null>>({
    quick: null,
    precise: null,
    shortfill: null,
  });
  const top = useRef<HTMLHeadingElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [checking, setChecking] = useState(false);
  const checkId = useId();
  const calculation = useMemo(() => {
    const { mode, inputs } = recipeBody(state, '');
    return { mode, inputs } as BatchCalculation;
  }, [state]);
  const prepareOpened = useOpenedOnce(preparing);
  const prepared = useTimedMessage(timings.messageClearMs * 2);
  // A batch with nicotine just recorded: the moment for the safety note (unless dismissed).
  const [nicotineRecorded, setNicotineRecorded] = useState(false);
  // The recipe last opened, with the values it opened with: a batch names it while they are untouched.
  const [opened, setOpened] = useState<{ recipe: OpenedRecipe; values: string } | null>(null);
  // What the URL keeps of the calculator: stable through the URL's round trip.
  const valuesOf = (current: CalculatorState) => paramsFromState(current).toString();
  const openedRecipe = opened && opened.values === valuesOf(state) ? opened.recipe : null;

  const selectMode = (mode: RecipeMode) => update((current) => ({ ...current, mode }));
  const onTabKey = (event: KeyboardEvent) => {
    const index = modes.indexOf(state.mode);
    const next =
      event.key === 'ArrowRight'
        ? modes[(index + 1) % modes.length]
        : event.key === 'ArrowLeft'
          ? modes[(index + modes.length - 1) % modes.length]
          : event.key === 'Home'
            ? modes[0]
            : event.key === 'End'
              ? modes[modes.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    selectMode(next);
    tabRefs.current[next]?.focus();
  };

  const share = async () => {
    const url = shareUrl(state);
    const outcome = await shareLink(url, 'Ma recette Vapolib');
    setManualLink(outcome === 'failed' ? url : null);
    const message = shareMessages[outcome];
    if (message) feedback.show(message.kind, message.text);
  };

  const open = (next: CalculatorState, recipe: { id: number; name: string }) => {
    replace(next);
    setOpened({ recipe: { id: recipe.id, name: recipe.name }, values: valuesOf(next) });
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    top.current?.focus();
  };

  const panelId = (mode: RecipeMode) => `${tabsId}-panel-${mode}`;
  const tabId = (mode: RecipeMode) => `${tabsId}-tab-${mode}`;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="space-y-1">
        <h1 ref={top} tabIndex={-1} className="text-2xl font-extrabold focus:outline-none sm:text-3xl">
          Calculateur
        </h1>
        <p className="text-slate-700">
          Les résultats se mettent à jour pendant la saisie, même hors connexion.
        </p>
      </header>

      <section className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div
          role="tablist"
          aria-label="Mode de calcul"
          className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1"
          onKeyDown={onTabKey}
        >
          {modes.map((mode) => {
            const selected = state.mode === mode;
            return (
              <button
                key={mode}
                ref={(element) => {
                  tabRefs.current[mode] = element;
                }}
                type="button"
                role="tab"
                id={tabId(mode)}
                aria-selected={selected}
                aria-controls={panelId(mode)}
                tabIndex={selected ? 0 : -1}
                onClick={() => selectMode(mode)}
                className={`min-h-11 rounded-lg px-2 text-base font-semibold transition-colors ${selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:bg-white/60'}`}
              >
                {modeLabels[mode]}
              </button>
            );
          })}
        </div>
        <div
          role="tabpanel"
          id={panelId(state.mode)}
          aria-labelledby={tabId(state.mode)}
          className="space-y-5"
        >
          <p className="text-slate-700">{modeIntros[state.mode]}</p>
          {state.mode === 'quick' && (
            <QuickMode state={state} onChange={(quick) => update((current) => ({ ...current, quick }))} />
          )}
          {state.mode === 'precise' && (
            <PreciseMode
              state={state}
              onChange={(precise) => update((current) => ({ ...current, precise }))}
            />
          )}
          {state.mode === 'shortfill' && (
            <ShortfillMode
              state={state}
              onChange={(shortfill) => update((current) => ({ ...current, shortfill }))}
            />
          )}
          <MixSafetyWarnings state={state} />
        </div>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center">
          <Button variant="secondary" onClick={share}>
            Partager
          </Button>
          <p className="text-sm text-slate-600">Le lien ouvre le calculateur avec ces valeurs.</p>
        </div>
        <Banner message={feedback.message} />
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center">
          <Button onClick={() => setPreparing(true)}>J’ai préparé ce mélange</Button>
          <Button
            variant="secondary"
            aria-expanded={checking}
            aria-controls={checking ? checkId : undefined}
            onClick={() => setChecking((open) => !open)}
          >
            Puis-je le faire ?
          </Button>
          <Link to="/preparations" className={buttonClass('ghost')}>
            Mes préparations
          </Link>
          <Link to="/stock" className={buttonClass('ghost')}>
            Mon stock
          </Link>
        </div>
        {checking && (
          <Suspense fallback={null}>
            <StashCheck id={checkId} calculation={calculation} />
          </Suspense>
        )}
        {stepId !== null && (
          <p className="text-sm text-slate-700" data-testid="calculator-step-note">
            Le flacon de la prochaine étape de votre plan : la préparation notée ici y sera liée.
          </p>
        )}
        <Banner message={prepared.message} />
        {nicotineRecorded && <NicotineSafetyNote />}
        {prepareOpened && (
          <Suspense fallback={null}>
            <PrepareBatchDialog
              open={preparing}
              state={state}
              recipe={openedRecipe}
              stepId={stepId}
              onClose={() => setPreparing(false)}
              onSaved={(text) => {
                setPreparing(false);
                setNicotineRecorded(mixHoldsNicotine(state));
                prepared.show('success', text);
              }}
            />
          </Suspense>
        )}
        {manualLink && (
          <TextField
            label="Lien à copier"
            readOnly
            value={manualLink}
            onFocus={(event) => event.target.select()}
          />
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <MaturationGuide
          family={state.maturation}
          shakeAndVape={state.shakeAndVape}
          onFamily={(maturation) => update((current) => ({ ...current, maturation }))}
          onShakeAndVape={(shakeAndVape) => update((current) => ({ ...current, shakeAndVape }))}
        />
        {/* Below the fold on a phone: the panel and the schemas it validates with load when it comes near. */}
        <WhenVisible className="min-h-64" placeholder={recipesLoading}>
          <Suspense fallback={recipesLoading}>
            <RecipesPanel state={state} onOpen={open} />
          </Suspense>
        </WhenVisible>
      </div>
    </div>
  );
}
