import { isCleanCatalogueText, isInAppImage, messages } from '@vapolib/domain';
import { z } from 'zod';

export const aromeStatus = z.union([z.literal(1), z.literal(2)]).describe('1 actif, 2 inactif');

export const arome = z
  .object({
    id: z.number().int(),
    name: z.string(),
    brand: z.string(),
    image_url: z.string().describe("l'image choisie par un admin, sinon une image générée"),
    status: aromeStatus,
  })
  .meta({ id: 'Arome' });

const aromeName = z
  .string({ error: messages.aromeNameRequired })
  .trim()
  .min(1, messages.aromeNameRequired)
  .max(100, messages.aromeNameRequired)
  .refine(isCleanCatalogueText, messages.aromeTextInvalid);
const aromeBrand = z
  .string({ error: messages.aromeBrandRequired })
  .trim()
  .min(1, messages.aromeBrandRequired)
  .max(100, messages.aromeBrandRequired)
  .refine(isCleanCatalogueText, messages.aromeTextInvalid);
/** Empty means "use the generated image"; else an image file of the app, so a page never loads a third party. */
const imageUrl = z
  .string()
  .trim()
  .max(500, messages.aromeImageInvalid)
  .refine((value) => value === '' || isInAppImage(value), messages.aromeImageInvalid);

export const createAromeBody = z.object({
  name: aromeName,
  brand: aromeBrand,
  image_url: imageUrl.optional(),
  status: aromeStatus.optional().default(1),
});

export const updateAromeBody = z
  .object({
    name: aromeName.optional(),
    brand: aromeBrand.optional(),
    image_url: imageUrl.optional().nullable(),
    status: aromeStatus.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), messages.invalidRequest);

/** The admin table's page: words searched in name or brand (accents and case aside), catalogue order. */
export const aromeListQuery = z.object({
  search: z.string().trim().max(100).optional().describe('mots cherchés dans le nom ou la marque'),
  page: z.coerce.number().int().min(1).optional().describe('à partir de 1 ; sans page ni pageSize : tout'),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const aromeCountQuery = z.object({
  search: z.string().trim().max(100).optional().describe('ne compter que les arômes trouvés par ces mots'),
});

export const aromeSearchQuery = z.object({
  name: z
    .string({ error: messages.searchQueryRequired })
    .trim()
    .min(1, messages.searchQueryRequired)
    .max(100),
  brand: z.string().trim().max(100).optional(),
});

export const createdWithId = z.object({ id: z.number().int(), message: z.string() });

export const aromeImportReport = z.object({
  message: z.string(),
  added: z.number().int(),
  skipped: z.number().int().describe('déjà présents'),
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});

export const aromeList = z.array(arome);

/** The catalogue CSV, sent as `text/csv`. */
export const aromeCsvBody = z.string({ error: messages.csvRequired });

export type Arome = z.infer<typeof arome>;
export type CreateAromeBody = z.input<typeof createAromeBody>;
export type UpdateAromeBody = z.input<typeof updateAromeBody>;
export type AromeImportReport = z.infer<typeof aromeImportReport>;
