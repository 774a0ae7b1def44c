import type { Arome } from '@vapolib/contracts';
import type { AromeRow } from './aromes.repository.ts';

/** The image chosen by an admin, or the generated one (never a broken link). */
export function aromeImageUrl(id: number, imageUrl: string | null): string {
  return imageUrl || `/api/aromes/${id}/image.svg`;
}

export function presentArome(row: AromeRow): Arome {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    image_url: aromeImageUrl(row.id, row.imageUrl),
    status: row.status === 2 ? 2 : 1,
  };
}
