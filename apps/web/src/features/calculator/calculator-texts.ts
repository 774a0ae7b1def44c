import type { RecipeMode } from '@vapolib/contracts';
import type { ShareOutcome } from './share-link.ts';

export const modeLabels: Record<RecipeMode, string> = {
  quick: 'Rapide',
  precise: 'Précis',
  shortfill: 'Shortfill',
};

export const shareMessages: Record<ShareOutcome, { kind: 'success' | 'error'; text: string } | null> = {
  shared: { kind: 'success', text: 'Lien partagé !' },
  copied: { kind: 'success', text: 'Lien copié dans le presse-papiers !' },
  cancelled: null,
  failed: { kind: 'error', text: 'Copie impossible : sélectionnez le lien ci-dessous et copiez-le.' },
};
