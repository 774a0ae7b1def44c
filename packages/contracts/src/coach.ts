import {
  CRAVING_INTENSITY,
  charCount,
  coachMessages,
  cravingHelps,
  cravingTriggers,
  hasControlCharacters,
  NOTE_MAX_CHARS,
  SLIP_COUNT,
  TRIGGER_OTHER_MAX_CHARS,
} from '@vapolib/domain';
import { z } from 'zod';

/** An instant written as ISO 8601 with its offset ("2026-11-28T21:40:00.000Z", "…+01:00"). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
export const isIsoInstant = (value: string) => ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));

const instant = (message: string) =>
  z.string({ error: message }).max(40, message).refine(isIsoInstant, message);

/** Text typed by a person: at most `max` characters as they see them (an emoji is one), no control character. */
const typedText = (max: number, tooLong: string) =>
  z
    .string({ error: coachMessages.noteInvalid })
    .refine((text) => charCount(text) <= max, tooLong)
    .refine((text) => !hasControlCharacters(text), coachMessages.noteInvalid)
    .transform((text) => text.trim())
    .transform((text) => (text === '' ? null : text));

const note = typedText(NOTE_MAX_CHARS, coachMessages.noteTooLong)
  .nullable()
  .default(null)
  .describe(`note libre, ${NOTE_MAX_CHARS} caractères au plus (un emoji compte pour un)`);

const trigger = z
  .enum(cravingTriggers, { error: coachMessages.cravingTriggerInvalid })
  .nullable()
  .default(null)
  .describe('déclencheur (facultatif)');

const moment = instant(coachMessages.momentInvalid)
  .optional()
  .describe(
    'quand c’était (ISO 8601) ; maintenant quand il manque ; au plus 30 jours avant, jamais dans le futur',
  );

/** POST /envies: a craving, in one tap (the intensity) and optional details. */
export const cravingBody = z.object({
  intensity: z
    .number({ error: coachMessages.cravingIntensityInvalid })
    .int(coachMessages.cravingIntensityInvalid)
    .min(CRAVING_INTENSITY.min, coachMessages.cravingIntensityInvalid)
    .max(CRAVING_INTENSITY.max, coachMessages.cravingIntensityInvalid)
    .describe('intensité de 1 (légère) à 5 (irrésistible)'),
  trigger,
  triggerOther: typedText(TRIGGER_OTHER_MAX_CHARS, coachMessages.cravingTriggerOtherTooLong)
    .nullable()
    .default(null)
    .describe('le déclencheur en mots quand c’est « autre »'),
  helped: z
    .array(z.enum(cravingHelps, { error: coachMessages.cravingHelpedInvalid }), {
      error: coachMessages.cravingHelpedInvalid,
    })
    .max(cravingHelps.length, coachMessages.cravingHelpedInvalid)
    .refine((list) => new Set(list).size === list.length, coachMessages.cravingHelpedInvalid)
    .default([])
    .describe('ce qui a aidé (facultatif)'),
  smoked: z
    .boolean({ error: coachMessages.cravingSmokedInvalid })
    .default(false)
    .describe('vrai quand l’envie s’est terminée par une cigarette'),
  note,
  at: moment,
});

/** POST /ecarts: « J'ai fumé ». */
export const slipBody = z.object({
  count: z
    .number({ error: coachMessages.slipCountInvalid })
    .int(coachMessages.slipCountInvalid)
    .min(SLIP_COUNT.min, coachMessages.slipCountInvalid)
    .max(SLIP_COUNT.max, coachMessages.slipCountInvalid)
    .describe('cigarettes fumées, de 1 à 100'),
  trigger,
  note,
  at: moment,
});

export const craving = z
  .object({
    id: z.number().int(),
    at: z.string(),
    intensity: z.number().int(),
    trigger: z.enum(cravingTriggers).nullable(),
    triggerOther: z.string().nullable(),
    helped: z.array(z.enum(cravingHelps)),
    smoked: z.boolean(),
    note: z.string().nullable(),
  })
  .meta({ id: 'Craving' });

export const slip = z
  .object({
    id: z.number().int(),
    at: z.string(),
    count: z.number().int(),
    trigger: z.enum(cravingTriggers).nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'Slip' });

export const cravingSaved = z.object({ message: z.string(), envie: craving });
export const slipSaved = z.object({ message: z.string(), ecart: slip });

/** GET /envies: the 30 days of « Mes envies ». */
export const cravingsOverview = z
  .object({
    today: z.string().describe('le jour courant (Europe/Paris), YYYY-MM-DD'),
    cravings: z.array(craving).describe('les envies des 30 jours, la plus récente en premier'),
    slips: z.array(slip).describe('les écarts des 30 jours, le plus récent en premier'),
    days: z.array(z.object({ date: z.string(), cravings: z.number().int(), cigarettes: z.number().int() })),
    total: z.number().int(),
    held: z.number().int().describe('envies qui ne se sont pas terminées par une cigarette'),
    triggers: z.array(z.object({ trigger: z.enum(cravingTriggers), count: z.number().int() })),
    grid: z
      .array(z.array(z.number().int()))
      .describe('grid[jour][heure] : envies du lundi (0) au dimanche (6), de 0 h à 23 h (Europe/Paris)'),
    helps: z.array(
      z.object({
        help: z.enum(cravingHelps),
        used: z.number().int(),
        held: z.number().int(),
        share: z.number(),
      }),
    ),
    slipCount: z.number().int(),
    cigarettes: z.number().int(),
  })
  .meta({ id: 'CravingsOverview' });

/** The smoke-free clock: the last cigarette (null for someone who still smokes) and the last slip. */
export const smokeFreeClock = z
  .object({
    lastCigaretteAt: z.string().nullable(),
    lastSlipAt: z.string().nullable().describe('le dernier « J’ai fumé », pour proposer de remettre à zéro'),
  })
  .meta({ id: 'SmokeFreeClock' });

export const smokeFreeClockBody = z.object({
  lastCigaretteAt: instant(coachMessages.lastCigaretteInvalid)
    .nullable()
    .describe(
      'date et heure de la dernière cigarette (ISO 8601), au plus tard maintenant ; null pour l’effacer',
    ),
});

export const smokeFreeClockSaved = z.object({ message: z.string(), compteur: smokeFreeClock });

export type CravingBody = z.input<typeof cravingBody>;
export type SlipBody = z.input<typeof slipBody>;
export type CravingDto = z.infer<typeof craving>;
export type SlipDto = z.infer<typeof slip>;
export type CravingsOverview = z.infer<typeof cravingsOverview>;
export type SmokeFreeClockDto = z.infer<typeof smokeFreeClock>;
export type SmokeFreeClockBody = z.input<typeof smokeFreeClockBody>;
