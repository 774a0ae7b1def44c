import { lazy, Suspense } from 'react';
import { SavingsCard } from '../../components/savings-card.tsx';
import { WhenVisible } from '../../components/ui/when-visible.tsx';
import { formatWeekday } from '../../lib/dates.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { BatchesCard } from './batches-card.tsx';
import { CoilCard } from './coil-card.tsx';
import { LiquidsCard } from './liquids-card.tsx';
import { NicotineCard } from './nicotine-card.tsx';
import { StreakCard } from './streak-card.tsx';

// The coach's cards (cravings, the smoke-free clock) come in their own chunk once their place is in view, and
// ask for their data after the page's own: /home's first render and initial script do not grow.
const CoachCards = lazy(() => import('./coach-cards.tsx'));
// « Stock bas » likewise: its chunk, and the stash it asks for, come after the page's own.
const StashLowCard = lazy(() => import('./stash-low-card.tsx'));
// The next step's bottle: the same, its own chunk (the card lives in components/, shared with /nicotine).
const NextBottleHomeCard = lazy(() => import('./next-bottle-home-card.tsx'));

export default function HomePage() {
  useDocumentMeta(
    'Accueil',
    'Votre tableau de bord Vapolib : vos liquides, votre résistance et votre suivi de nicotine.',
  );
  const user = useCurrentUser();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">
          Bonjour{user.data ? ` ${user.data.prenom}` : ''}
        </h1>
        <p className="mt-1 text-slate-700 first-letter:uppercase">{formatWeekday(new Date())}</p>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <LiquidsCard />
        <CoilCard />
        <NicotineCard />
        <StreakCard />
        <SavingsCard />
        <BatchesCard />
      </div>
      <WhenVisible className="grid min-h-40 gap-5 md:grid-cols-2" placeholder={null}>
        <Suspense fallback={null}>
          <NextBottleHomeCard />
        </Suspense>
        <Suspense fallback={null}>
          <CoachCards />
        </Suspense>
        <Suspense fallback={null}>
          <StashLowCard />
        </Suspense>
      </WhenVisible>
    </div>
  );
}
