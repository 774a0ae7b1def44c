import { descriptionError, isValidRating, messages, rankColours } from '@vapolib/domain';
import { z } from 'zod';
import { bodyId } from './common.ts';

export const eliquide = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    arome_id: z.number().int(),
    arome_name: z.string(),
    name: z.string().describe('identique à arome_name'),
    brand: z.string(),
    image_url: z.string(),
    rating: z.number(),
    description: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    rank: z
      .number()
      .int()
      .describe(
        'rang parmi les liquides de l’utilisateur, par note décroissante ; des notes égales partagent le rang (1, 2, 2, 4)',
      ),
    total: z.number().int(),
    rank_colour: z
      .enum(rankColours)
      .describe(
        'couleur du rang : vert jusqu’à 33 % de total, orange jusqu’à 66 %, rouge au-delà ; le 1er est vert',
      ),
  })
  .meta({ id: 'Eliquide' });

const rating = z.number({ error: messages.ratingInvalid }).refine(isValidRating, messages.ratingInvalid);
const description = z
  .string()
  .nullable()
  .optional()
  .superRefine((value, ctx) => {
    const problem = descriptionError(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  // Absent stays absent (a PATCH of the rating alone keeps the comment); blank clears it.
  .transform((value) => (value === undefined ? undefined : value?.trim() ? value.trim() : null));

export const createEliquideBody = z.object({
  arome_id: bodyId(messages.aromeRequired),
  brand: z.string({ error: messages.brandRequired }).trim().min(1, messages.brandRequired),
  // No rating at all is "no star" too.
  rating: z
    .number({
      error: (issue) => (issue.input === undefined ? messages.ratingRequired : messages.ratingInvalid),
    })
    .refine(isValidRating, messages.ratingInvalid)
    .refine((value) => value >= 1, messages.ratingRequired),
  description,
});

export const updateEliquideBody = z
  .object({ rating: rating.optional(), description })
  .refine((body) => body.rating !== undefined || body.description !== undefined, messages.invalidRequest);

/** The admin table's filters: brand, words in aroma name, brand or description, sort; `page` cuts one page. */
export const adminEliquidesCountQuery = z.object({
  brand: z.string().trim().max(100).optional().describe('une marque ; vide : toutes'),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('mots cherchés dans l’arôme, la marque et la description'),
});

export const adminEliquidesQuery = adminEliquidesCountQuery.extend({
  sort: z.enum(['newest', 'oldest', 'rating']).optional().describe('newest par défaut'),
  page: z.coerce.number().int().min(1).optional().describe('à partir de 1 ; sans page ni pageSize : tout'),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const duplicateEliquideResponse = z.object({ message: z.string(), id: z.number().int() });

export const eliquideList = z.array(eliquide);

export type Eliquide = z.infer<typeof eliquide>;
export type CreateEliquideBody = z.input<typeof createEliquideBody>;
export type UpdateEliquideBody = z.input<typeof updateEliquideBody>;
