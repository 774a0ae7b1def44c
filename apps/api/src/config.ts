import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.ts';

const optionalUrl = (name: string, protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((protocol) => value.startsWith(protocol)), {
      message: `${name} doit commencer par ${protocols.join(' ou ')}`,
    });

/** A number from `min` to `max`, read from text; one message says what the variable must hold. */
const numberBetween = (name: string, min: number, max: number, what: string) => {
  const message = `${name} doit être ${what} de ${min} à ${max}`;
  return z.coerce.number({ error: message }).min(min, { error: message }).max(max, { error: message });
};

const nonEmpty = (name: string) => z.string().min(1, `${name} ne doit pas être vide`);

const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} doit valoir ${values.join(', ')}` });

const vapidKey = (name: string) =>
  z.string().min(20, `${name} doit contenir au moins 20 caractères (clé VAPID en base64url)`).optional();

const environment = z.object({
  PORT: numberBetween('PORT', 1, 65535, 'un port (nombre entier)')
    .int({ error: 'PORT doit être un port (nombre entier) de 1 à 65535' })
    .default(3000),
  HOST: nonEmpty('HOST').default('0.0.0.0'),
  DATA_DIR: nonEmpty('DATA_DIR').default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL', ['postgres://', 'postgresql://']),
  JWT_SECRET: z
    .string()
    .optional()
    .refine((value) => value === undefined || value.length >= 32, {
      message: 'JWT_SECRET doit contenir au moins 32 caractères',
    }),
  PUBLIC_URL: optionalUrl('PUBLIC_URL', ['http://', 'https://']),
  SMTP_URL: optionalUrl('SMTP_URL', ['smtp://', 'smtps://']),
  MAIL_FROM: z
    .string()
    .min(3, 'MAIL_FROM doit être une adresse d’expéditeur (au moins 3 caractères)')
    .default('Vapolib <no-reply@vapolib.fr>'),
  ADMIN_EMAIL: z.string().email('ADMIN_EMAIL doit être une adresse e-mail').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD doit contenir au moins 8 caractères').optional(),
  LOG_LEVEL: oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default(
    'info',
  ),
  WEB_DIST: z.string().optional(),
  VAPID_PUBLIC_KEY: vapidKey('VAPID_PUBLIC_KEY'),
  VAPID_PRIVATE_KEY: vapidKey('VAPID_PRIVATE_KEY'),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT doit commencer par mailto: ou https://')
    .default('mailto:support@vapolib.fr'),
  TEST_CLOCK: oneOf('TEST_CLOCK', ['on', 'off']).default('off'),
  CHECK_RESPONSES: oneOf('CHECK_RESPONSES', ['on', 'off']).default('off'),
  COIL_REMINDER_INTERVAL_MINUTES: numberBetween(
    'COIL_REMINDER_INTERVAL_MINUTES',
    0,
    24 * 60,
    'un nombre de minutes',
  ).default(60),
  CHECKIN_REMINDER_INTERVAL_MINUTES: numberBetween(
    'CHECKIN_REMINDER_INTERVAL_MINUTES',
    0,
    60,
    'un nombre de minutes',
  ).default(5),
  BACKUP_DIR: nonEmpty('BACKUP_DIR').default('./backups'),
  BACKUP_KEEP: numberBetween('BACKUP_KEEP', 1, 1000, 'un nombre de sauvegardes gardées')
    .int({ error: 'BACKUP_KEEP doit être un nombre de sauvegardes gardées (nombre entier) de 1 à 1000' })
    .default(7),
  BACKUP_INTERVAL_HOURS: numberBetween('BACKUP_INTERVAL_HOURS', 0, 24 * 30, 'un nombre d’heures').default(24),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): boolean | number | string => {
      if (value === undefined || value === '' || value === 'false') return false;
      if (value === 'true') return true;
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
});

/**
 * Every check above names its variable and what it must hold; this is the backstop for one that does not, so a
 * startup error never reads zod's English default nor the API's "Requête invalide.".
 */
const configErrorMap: z.core.$ZodErrorMap = (issue) =>
  `${issue.path?.join('.') || 'la configuration'} a une valeur refusée (${issue.code})`;

export type RateLimitRule = { max: number; windowMs: number };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  publicUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  admin?: { email: string; password: string };
  logLevel: string;
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe for the client address (rate limits). */
  trustProxy: boolean | number | string;
  /** Folder of the built PWA; when absent, the API alone is served. */
  webDist?: string;
  vapid?: { publicKey: string; privateKey: string };
  vapidSubject: string;
  /** How often the coil reminder job runs; 0 turns it off. */
  coilReminderIntervalMs: number;
  /** How often the daily check-in reminder job looks for the hour's reminders (at most an hour); 0 turns it off. */
  checkinReminderIntervalMs: number;
  /** Where the backups are written (BACKUP_DIR), how many are kept, and how often one is made (0: never). */
  backups: { dir: string; keep: number; intervalMs: number };
  /** End-to-end tests only: exposes /api/test/clock to move the server's day. Never in production. */
  testClock?: boolean;
  /** Tests only: every answer is also encoded by zod and compared with the fast serializer's (plugins/serialization.ts). */
  checkResponses?: boolean;
  rateLimits: {
    loginPerIp: RateLimitRule;
    /** Tries on one account from one address: the one that stops a guesser. */
    loginPerEmailAndIp: RateLimitRule;
    /** Ceiling on one account from every address together: high, so others cannot lock the owner out. */
    loginPerEmail: RateLimitRule;
    /** Password checks before deleting one's account (per user and per address). */
    accountDeletePerUser: RateLimitRule;
    registerPerIp: RateLimitRule;
    forgotPerIp: RateLimitRule;
    forgotPerEmail: RateLimitRule;
  };
}

const minutes = (n: number) => n * 60 * 1000;

export const defaultRateLimits: AppConfig['rateLimits'] = {
  loginPerIp: { max: 30, windowMs: minutes(15) },
  loginPerEmailAndIp: { max: 10, windowMs: minutes(15) },
  loginPerEmail: { max: 100, windowMs: minutes(15) },
  accountDeletePerUser: { max: 10, windowMs: minutes(15) },
  registerPerIp: { max: 10, windowMs: minutes(60) },
  forgotPerIp: { max: 10, windowMs: minutes(60) },
  forgotPerEmail: { max: 3, windowMs: minutes(60) },
};

/** Parses the environment; throws one French line per bad variable, naming it and what it must hold. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environment.safeParse(env, { error: configErrorMap });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY)) {
    throw new Error('Configuration invalide :\n  - VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble');
  }
  if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
    throw new Error('Configuration invalide :\n  - ADMIN_EMAIL et ADMIN_PASSWORD vont ensemble');
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET,
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL.toLowerCase(), password: values.ADMIN_PASSWORD }
        : undefined,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    webDist: values.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    vapid:
      values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
        ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: values.VAPID_SUBJECT,
    coilReminderIntervalMs: values.COIL_REMINDER_INTERVAL_MINUTES * 60 * 1000,
    checkinReminderIntervalMs: values.CHECKIN_REMINDER_INTERVAL_MINUTES * 60 * 1000,
    backups: {
      dir: path.resolve(values.BACKUP_DIR),
      keep: values.BACKUP_KEEP,
      intervalMs: values.BACKUP_INTERVAL_HOURS * 60 * 60 * 1000,
    },
    testClock: values.TEST_CLOCK === 'on',
    checkResponses: values.CHECK_RESPONSES === 'on',
    rateLimits: defaultRateLimits,
  };
}
