import { isIsoDay, messages, nicotineModes, planApproaches } from '@vapolib/domain';
import { z } from 'zod';

const rate = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(50, message)
    .refine((value) => Number.isFinite(value), message);
const mode = z.enum(nicotineModes, { error: messages.nicotineModeInvalid });

export const createPlanBody = z
  .object({
    startRate: rate(messages.nicotineRateInvalid),
    targetRate: rate(messages.nicotineRateInvalid),
    dailyAvgMl: z
      .number({ error: messages.nicotineDailyMlInvalid })
      .min(1, messages.nicotineDailyMlInvalid)
      .max(30, messages.nicotineDailyMlInvalid),
    mode: mode.optional().default('normal'),
    approach: z
      .enum(planApproaches, { error: messages.nicotineApproachInvalid })
      .optional()
      .default('progressif')
      .describe(
        '« progressif » : palier par palier (par défaut) ; « arret » : arrêt d’un coup, le taux cible dès ' +
          'aujourd’hui (un seul palier, le taux de départ gardé pour la nicotine évitée)',
      ),
  })
  .refine((body) => body.targetRate <= body.startRate, {
    message: messages.nicotineTargetAboveStart,
    path: ['targetRate'],
  });

export const editPlanBody = z.object({ targetRate: rate(messages.nicotineRateInvalid), mode });

export const confirmStepBody = z
  .object({ success: z.boolean({ error: messages.invalidRequest }).optional().default(true) })
  .optional()
  .transform((body) => body ?? { success: true });

export const nicotineLogBody = z.object({
  date: z.string({ error: messages.nicotineDateInvalid }).refine(isIsoDay, messages.nicotineDateInvalid),
  ml: z
    .number({ error: messages.nicotineMlInvalid })
    .gt(0, messages.nicotineMlInvalid)
    .max(100, messages.nicotineMlTooHigh),
  rate: rate(messages.nicotineRateInvalid),
});

export const planStep = z
  .object({
    _id: z.number().int(),
    step: z.number().int(),
    rate: z.number(),
    start: z.string(),
    end: z.string(),
    done: z.boolean(),
  })
  .meta({ id: 'NicotineStep' });

export const nicotinePlan = z
  .object({
    startRate: z.number(),
    targetRate: z.number(),
    dailyAvgMl: z.number(),
    mode: z.enum(nicotineModes),
    approach: z
      .enum(planApproaches)
      .describe('« arret » : un seul palier, au taux cible, sous le taux de départ ; « progressif » sinon'),
    steps: z.array(planStep),
    createdAt: z.string(),
  })
  .meta({ id: 'NicotinePlan' });

export const nicotineLog = z.object({ date: z.string(), ml: z.number(), rate: z.number() });

export const planTotals = z
  .object({
    startedOn: z
      .string()
      .describe('premier jour du plan (YYYY-MM-DD) ; les relevés plus anciens n’en font pas partie'),
    finishedOn: z
      .string()
      .nullable()
      .describe('jour où le taux cible a été atteint, null tant que le plan continue'),
    days: z
      .number()
      .int()
      .describe('jours du premier jour à l’arrivée (ou à aujourd’hui tant que le plan continue)'),
    reductions: z.number().int().describe('baisses validées'),
    loggedDays: z.number().int().describe('jours notés depuis le premier jour du plan'),
  })
  .meta({ id: 'NicotinePlanTotals' });

/** The step down that did not lower the nicotine a day: the figures of both sides (see compensationOf). */
export const nicotineCompensation = z
  .object({
    stepId: z.number().int().describe('le palier en cours, celui que « une semaine de plus » prolonge'),
    previousRate: z.number(),
    currentRate: z.number(),
    previousMgPerDay: z.number().describe('mg par jour, moyenne des 7 derniers jours du palier précédent'),
    currentMgPerDay: z.number().describe('mg par jour, moyenne des 7 derniers jours'),
    previousMlPerDay: z.number(),
    currentMlPerDay: z.number(),
    percentOfPrevious: z.number().int(),
  })
  .meta({ id: 'NicotineCompensation' });

export const nicotineStatusQuery = z.object({
  noPlan: z.literal('null').optional().describe('« null » : répondre 200 et null au lieu de 404 sans plan'),
});

export const nicotineStatus = z
  .object({
    plan: nicotinePlan,
    chartData: z.array(z.object({ date: z.string(), ml: z.number(), nicotine: z.number() })),
    logs: z.array(nicotineLog),
    today: z.string().describe('le jour courant (Europe/Paris), YYYY-MM-DD'),
    nicotineConsumed: z.number(),
    nicotineSaved: z.number(),
    avgNicotinePerDay: z.number(),
    progression: z.number(),
    percentSaved: z.number(),
    finished: z
      .boolean()
      .describe(
        'vrai quand toutes les baisses sont validées : l’utilisateur est au taux cible, le plan est terminé',
      ),
    totals: planTotals,
    slips: z
      .array(z.object({ date: z.string(), count: z.number().int() }))
      .describe(
        'les écarts (cigarettes fumées) par jour, pour les marquer sur la courbe ; rien d’autre n’en dépend',
      ),
    compensation: nicotineCompensation
      .nullable()
      .describe(
        'après une baisse, quand la nicotine par jour (mL × mg/mL, moyenne des 7 derniers jours) reste à moins ' +
          'de 10 % de celle des 7 derniers jours du palier précédent ; null sinon',
      ),
  })
  .meta({ id: 'NicotineStatus' });

export type NicotinePlan = z.infer<typeof nicotinePlan>;
export type NicotineStatus = z.infer<typeof nicotineStatus>;
export type NicotineCompensationDto = z.infer<typeof nicotineCompensation>;
export type PlanStepDto = z.infer<typeof planStep>;
export type CreatePlanBody = z.input<typeof createPlanBody>;
export type EditPlanBody = z.input<typeof editPlanBody>;
export type NicotineLogBody = z.input<typeof nicotineLogBody>;
