import type { StashItem } from '@vapolib/contracts';
import { frenchNumber, lowStockTexts } from '@vapolib/domain';

const decimal = frenchNumber({ maximumFractionDigits: 2 });

/** « 12,5 mL ». */
export const mlText = (value: number) => `${decimal(value)} mL`;

/** The low-stock badge's word: « Vide » or « Stock bas »; null when the item is not low. */
export const lowStockBadge = (item: Pick<StashItem, 'low' | 'low_reason'>) =>
  !item.low ? null : item.low_reason === 'empty' ? 'Vide' : 'Stock bas';

/** Why it is low, in French (« Moins de deux mélanges comme le dernier »); null when not low. */
export const lowStockWhy = (item: Pick<StashItem, 'low' | 'low_reason'>) =>
  item.low && item.low_reason ? lowStockTexts[item.low_reason] : null;
