import type { Arome } from '@vapolib/contracts';
import { isInAppImage } from '@vapolib/domain';
import type { AromeRow } from './aromes.repository.ts';

/**
 * The image chosen by an admin, or the generated one (never a broken link). An address saved before images had to
 * be the app's own (`https://…`) is not shown: a user's page never loads a third party.
 */
export function aromeImageUrl(id: number, imageUrl: string | null): string {
  return imageUrl && isInAppImage(imageUrl) ? imageUrl : `/api/aromes/${id}/image.svg`;
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
