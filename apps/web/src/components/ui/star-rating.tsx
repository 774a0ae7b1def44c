import { frenchNumber } from '@vapolib/domain';
import { type KeyboardEvent, type MouseEvent, useId } from 'react';

const MAX = 5;
const STEP = 0.5;
const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z';

const decimal = { format: frenchNumber({ maximumFractionDigits: 1 }) };
const clamp = (value: number) => Math.min(MAX, Math.max(0, Math.round(value / STEP) * STEP));

/** "3,5 sur 5". */
const spoken = (value: number) => `${decimal.format(value)} sur ${MAX}`;

function Star({ fill, size }: { fill: number; size: number }) {
  return (
    <span className="relative inline-block shrink-0" style={{ width: size, height: size }}>
      <svg viewBox="0 0 24 24" width={size} height={size} className="absolute inset-0" aria-hidden="true">
        <path d={STAR_PATH} fill="#e2e8f0" stroke="#64748b" strokeWidth="1.2" strokeLinejoin="round" />
      </svg>
      {fill > 0 && (
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
          <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
            <path d={STAR_PATH} fill="#f59e0b" stroke="#b45309" strokeWidth="1.2" strokeLinejoin="round" />
          </svg>
        </span>
      )}
    </span>
  );
}

function Stars({ value, size }: { value: number; size: number }) {
  return (
    <>
      {Array.from({ length: MAX }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never move
        <Star key={index} fill={Math.min(1, Math.max(0, value - index))} size={size} />
      ))}
    </>
  );
}

interface StarRatingProps {
  value: number;
  /** Without it the stars are read-only: a picture with its text for screen readers. */
  onChange?: (value: number) => void;
  /** Pixel size of a star (spec §9: 30). */
  size?: number;
  /** The accessible name of the control: "Note" reads "Note : 3,5 sur 5". */
  label?: string;
  /** Ids of the error or hint under the control. */
  describedBy?: string;
  invalid?: boolean;
  className?: string;
}

/**
 * A 0–5 rating by half stars (spec §9). Editable, it is a slider (arrows, Home, End, Page Up/Down, a tap on a
 * star's left or right half) with minus and plus buttons; read-only, the stars are hidden from screen readers
 * and the text "Note : 3,5 sur 5" is read instead.
 */
export function StarRating({
  value,
  onChange,
  size = 30,
  label = 'Note',
  describedBy,
  invalid,
  className = '',
}: StarRatingProps) {
  const labelId = useId();
  const current = clamp(value);

  if (!onChange) {
    return (
      <span className={`inline-flex items-center gap-0.5 ${className}`}>
        <Stars value={current} size={size} />
        <span className="sr-only">{`${label} : ${spoken(current)}`}</span>
      </span>
    );
  }

  const set = (next: number) => {
    const clamped = clamp(next);
    if (clamped !== current) onChange(clamped);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: current + STEP,
      ArrowUp: current + STEP,
      ArrowLeft: current - STEP,
      ArrowDown: current - STEP,
      PageUp: current + 1,
      PageDown: current - 1,
      Home: 0,
      End: MAX,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  };

  /** A tap on the left half of star n gives n − 0,5, on its right half n. */
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const star = (event.target as Element).closest<HTMLElement>('[data-star]');
    if (!star) return;
    const index = Number(star.dataset.star);
    const box = star.getBoundingClientRect();
    const leftHalf = box.width > 0 && event.clientX - box.left < box.width / 2;
    set(index + (leftHalf ? 0.5 : 1));
  };

  const stepButton = `flex shrink-0 items-center justify-center rounded-full text-xl font-bold text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:ring-slate-200`;

  return (
    <div className={className}>
      <p className="mb-1.5 text-sm font-medium text-slate-800">
        <span id={labelId}>{label}</span>
        <span className="ml-2 font-semibold text-slate-900" aria-hidden="true">
          {decimal.format(current)} / {MAX}
        </span>
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          style={{ width: 44, height: 44 }}
          onClick={() => set(current - STEP)}
          disabled={current <= 0}
          aria-label="Retirer une demi-étoile"
        >
          <span aria-hidden="true">−</span>
        </button>
        <div
          role="slider"
          tabIndex={0}
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={MAX}
          aria-valuenow={current}
          aria-valuetext={spoken(current)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onKeyDown={onKeyDown}
          onClick={onClick}
          className="flex cursor-pointer touch-manipulation items-center gap-1 rounded-lg p-1"
        >
          {Array.from({ length: MAX }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never move
            <span key={index} data-star={index} className="inline-flex">
              <Star fill={Math.min(1, Math.max(0, current - index))} size={size} />
            </span>
          ))}
        </div>
        <button
          type="button"
          className={stepButton}
          style={{ width: 44, height: 44 }}
          onClick={() => set(current + STEP)}
          disabled={current >= MAX}
          aria-label="Ajouter une demi-étoile"
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
