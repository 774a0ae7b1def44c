import { nicotineSafetyNote } from '@vapolib/domain';
import { useId } from 'react';
import { useSafetyNote } from '../lib/safety-note.ts';
import { Button } from './ui/button.tsx';

/**
 * The safety note where nicotine is handled (a batch with nicotine recorded, the stash): once, dismissable,
 * back with a new booster (`lib/safety-note.ts`).
 */
export function NicotineSafetyNote({ newestBoosterAt }: { newestBoosterAt?: string | null }) {
  const { due, dismiss } = useSafetyNote(newestBoosterAt);
  const titleId = useId();
  if (!due) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-2 rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300"
    >
      <h2 id={titleId} className="font-bold">
        {nicotineSafetyNote.title}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-base">
        {nicotineSafetyNote.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={dismiss}>
        {nicotineSafetyNote.dismiss}
      </Button>
    </section>
  );
}
