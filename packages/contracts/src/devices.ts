import {
  COIL_DURATION,
  COIL_ML,
  coilDurationError,
  coilMlError,
  deviceKinds,
  installDateError,
  messages,
  modeleError,
} from '@vapolib/domain';
import { z } from 'zod';
import { bodyId } from './common.ts';

// The kinds and their suggested coil life are a domain rule, free of zod: a page that only shows a kind's label
// does not build the contracts' schemas.
export { type DeviceKind, deviceKindInfo, deviceKinds, suggestedCoilMl } from '@vapolib/domain';

export const deviceKind = z.enum(deviceKinds, { error: messages.deviceKindInvalid });

export const cigarette = z
  .object({
    _id: z.number().int(),
    modele: z.string(),
    userId: z.number().int(),
    created_at: z.string(),
    kind: deviceKind
      .nullable()
      .describe('type de cigarette (pod, clearomiseur, reconstructible), null : non dit'),
  })
  .meta({ id: 'Cigarette' });

export const coilUsage = z
  .object({
    mlVapes: z.number().describe('mL vapés depuis l’installation (part de cette cigarette)'),
    rythmeMlJour: z
      .number()
      .nullable()
      .describe('rythme actuel en mL/jour : moyenne des jours notés sur les 7 derniers ; null sans relevé'),
    jour: z.string().describe('le jour (Europe/Paris, YYYY-MM-DD) de ces chiffres'),
  })
  .describe('l’usure tirée des relevés de consommation')
  .meta({ id: 'CoilUsage' });

export const resistance = z
  .object({
    _id: z.number().int(),
    cigId: z.object({ _id: z.number().int(), modele: z.string() }).describe('la cigarette, avec son modèle'),
    userId: z.number().int(),
    dateInstallation: z.string().describe('YYYY-MM-DD'),
    duree: z.number().int().describe('durée de vie en jours'),
    dureeMl: z
      .number()
      .int()
      .nullable()
      .describe('durée de vie en mL vapés, null : seuls les jours comptent'),
    notifie: z.boolean(),
    alreadyNotified: z.boolean(),
    usure: coilUsage.optional(),
  })
  .meta({ id: 'Resistance' });

export const pastCoil = z
  .object({
    _id: z.number().int(),
    cigId: z.object({ _id: z.number().int(), modele: z.string() }).describe('la cigarette, avec son modèle'),
    dateInstallation: z.string().describe('YYYY-MM-DD'),
    dateRetrait: z.string().describe('YYYY-MM-DD : le jour où « Changer » l’a remplacée'),
    jours: z.number().int().describe('jours entiers entre installation et retrait'),
    mlVapes: z
      .number()
      .describe(
        'mL vapés : les relevés après le jour d’installation jusqu’au jour du retrait (part de cette cigarette)',
      ),
  })
  .describe('une résistance remplacée par « Changer »')
  .meta({ id: 'PastCoil' });

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
  kind: deviceKind.nullable().optional().describe('facultatif : pod, clearomiseur ou reconstructible'),
});

/** A real day from 2003 on (the future depends on the user's today: the server and the form check it). */
const installDate = z.string({ error: messages.installDateInvalid }).superRefine((value, ctx) => {
  const problem = installDateError(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

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
  dureeMl: z
    .number({ error: messages.coilMlInvalid })
    .int(messages.coilMlWhole)
    .min(COIL_ML.min, messages.coilMlInvalid)
    .max(COIL_ML.max, messages.coilMlInvalid)
    .nullable()
    .optional()
    .describe(
      'facultatif : durée de vie en mL vapés (1 à 2000) ; absente ou null : seuls les jours comptent',
    ),
});

/** The mL life as a form types it: empty is "days only" (null), "2,5" or "0" get the domain's message. */
export const coilMlFormField = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .superRefine((value, ctx) => {
    const problem = coilMlError(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => {
    const text = String(value ?? '').trim();
    return text === '' ? null : Number(text);
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
/** The user's past coils, newest removal first. */
export const coilHistoryList = z.array(pastCoil);
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
export type PastCoilDto = z.infer<typeof pastCoil>;
export type AdminCigarette = z.infer<typeof adminCigarette>;
export type AdminResistance = z.infer<typeof adminResistance>;
export type CreateResistanceBody = z.input<typeof createResistanceBody>;
export type CreateCigaretteBody = z.input<typeof createCigaretteBody>;
export type CoilUsageDto = z.infer<typeof coilUsage>;
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;
export type PushConfig = z.infer<typeof pushConfig>;
