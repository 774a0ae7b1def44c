import { COIL_DURATION, coilDurationError, isIsoDay, messages, modeleError } from '@vapolib/domain';
import { z } from 'zod';
import { bodyId } from './common.ts';

export const cigarette = z
  .object({ _id: z.number().int(), modele: z.string(), userId: z.number().int(), created_at: z.string() })
  .meta({ id: 'Cigarette' });

export const resistance = z
  .object({
    _id: z.number().int(),
    cigId: z.object({ _id: z.number().int(), modele: z.string() }).describe('la cigarette, avec son modèle'),
    userId: z.number().int(),
    dateInstallation: z.string().describe('YYYY-MM-DD'),
    duree: z.number().int().describe('durée de vie en jours'),
    notifie: z.boolean(),
    alreadyNotified: z.boolean(),
  })
  .meta({ id: 'Resistance' });

/** Who owns a device or a coil, as the back-office names them. */
const owner = z
  .object({ email: z.string(), nom: z.string(), prenom: z.string() })
  .describe('le propriétaire (back-office)');
export const adminCigarette = cigarette.extend({ owner }).meta({ id: 'AdminCigarette' });
export const adminResistance = resistance.extend({ owner }).meta({ id: 'AdminResistance' });

export const createCigaretteBody = z.object({
  modele: z
    .string({ error: messages.modeleRequired })
    .superRefine((value, ctx) => {
      const problem = modeleError(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.trim()),
});

const installDate = z
  .string({ error: messages.installDateInvalid })
  .refine(isIsoDay, messages.installDateInvalid);

export const createResistanceBody = z.object({
  cigId: bodyId(messages.cigaretteRequired),
  dateInstallation: installDate,
  duree: z.coerce
    .number({ error: messages.coilDurationInvalid })
    .int(messages.coilDurationWhole)
    .min(COIL_DURATION.min, messages.coilDurationInvalid)
    .max(COIL_DURATION.max, messages.coilDurationInvalid)
    .optional()
    .default(COIL_DURATION.default),
  notifie: z.boolean().optional().default(true),
});

/** The lifetime as a form types it: the domain says what is wrong with an emptied field or "2,5". */
export const coilDurationFormField = z
  .union([z.string(), z.number()])
  .superRefine((value, ctx) => {
    const problem = coilDurationError(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => Number(String(value).trim()));

export const updateResistanceBody = z.object({
  dateInstallation: installDate,
  alreadyNotified: z.boolean().optional().default(false),
});

export const pushSubscriptionBody = z.object({
  endpoint: z
    .url({ error: messages.pushSubscriptionInvalid })
    .max(1000)
    .startsWith('https://', messages.pushSubscriptionInvalid),
  keys: z.object(
    { p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) },
    { error: messages.pushSubscriptionInvalid },
  ),
});

export const pushConfig = z.object({ publicKey: z.string(), subscribed: z.boolean().optional() });

export const resistanceList = z.array(resistance);
export const adminResistanceList = z.array(adminResistance);
export const resistanceResponse = z.object({ message: z.string(), resistance });

export const cigaretteList = z.array(cigarette);
export const adminCigaretteList = z.array(adminCigarette);
export const cigaretteResponse = z.object({ message: z.string(), cigarette });

/** `endpoint`: this browser's push endpoint, to learn whether it is subscribed. */
export const pushConfigQuery = z.object({ endpoint: z.string().max(1000).optional() });

export const pushUnsubscribeBody = z.object({ endpoint: z.string().max(1000) });

export type Cigarette = z.infer<typeof cigarette>;
export type Resistance = z.infer<typeof resistance>;
export type AdminCigarette = z.infer<typeof adminCigarette>;
export type AdminResistance = z.infer<typeof adminResistance>;
export type CreateResistanceBody = z.input<typeof createResistanceBody>;
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;
export type PushConfig = z.infer<typeof pushConfig>;
