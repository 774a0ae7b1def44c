import { type MaturationFamilyId, maturationGuide, steepingAdvice } from '@vapolib/domain';
import { useId } from 'react';

/** The spec's maturation guide, a flavour family to pick, and the "shake & vape" switch. */
export function MaturationGuide({
  family,
  shakeAndVape,
  onFamily,
  onShakeAndVape,
}: {
  family: MaturationFamilyId | null;
  shakeAndVape: boolean;
  onFamily: (family: MaturationFamilyId) => void;
  onShakeAndVape: (on: boolean) => void;
}) {
  const name = useId();
  const switchLabel = useId();
  const advice = steepingAdvice(family, shakeAndVape);
  return (
    <section
      aria-labelledby="maturation-title"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="maturation-title" className="text-lg font-bold">
        Guide de maturation
      </h2>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Famille de saveur</legend>
        <ul className="grid gap-2">
          {maturationGuide.map((item) => (
            <li key={item.id}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl px-3 py-2.5 ring-1 ring-inset ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600">
                <input
                  type="radio"
                  name={name}
                  value={item.id}
                  checked={family === item.id}
                  onChange={() => onFamily(item.id)}
                  className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                />
                <span className="flex-1">
                  <span className="block font-semibold text-slate-900">{item.label}</span>
                  <span className="block text-sm text-slate-600">{item.examples}</span>
                </span>
                <span className="shrink-0 text-right text-sm font-semibold text-brand-900">
                  {item.duration}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex items-center justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3">
        <span id={switchLabel} className="text-base">
          <span className="block font-semibold">Shake &amp; vape</span>
          <span className="block text-sm text-slate-600">Prêt tout de suite, sans maturation.</span>
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={shakeAndVape}
          aria-labelledby={switchLabel}
          onClick={() => onShakeAndVape(!shakeAndVape)}
          className={`relative inline-flex h-11 w-16 shrink-0 items-center rounded-full p-1 transition-colors ${shakeAndVape ? 'bg-brand-700' : 'bg-slate-400'}`}
        >
          <span
            aria-hidden="true"
            className={`h-9 w-9 rounded-full bg-white shadow transition-transform ${shakeAndVape ? 'translate-x-5' : 'translate-x-0'}`}
          />
        </button>
      </div>
      <p className="rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900" aria-live="polite">
        {advice ?? 'Choisissez une famille de saveur pour savoir combien de temps laisser maturer.'}
      </p>
    </section>
  );
}
