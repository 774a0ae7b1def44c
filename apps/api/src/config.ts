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

const environment = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL', ['postgres://', 'postgresql://']),
  JWT_SECRET: z
    .string()
    .optional()
    .refine((value) => value === undefined || value.length >= 32, {
      message: 'JWT_SECRET doit contenir au moins 32 caractères',
    }),
  PUBLIC_URL: optionalUrl('PUBLIC_URL', ['http://', 'https://']),
  SMTP_URL: optionalUrl('SMTP_URL', ['smtp://', 'smtps://']),
  MAIL_FROM: z.string().min(3).default('Vapolib <no-reply@vapolib.fr>'),
  ADMIN_EMAIL: z.string().email('ADMIN_EMAIL doit être une adresse e-mail').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD doit contenir au moins 8 caractères').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT doit commencer par mailto: ou https://')
    .default('mailto:support@vapolib.fr'),
  TEST_CLOCK: z.enum(['on', 'off']).default('off'),
  COIL_REMINDER_INTERVAL_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(60),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): boolean | number | string => {
      if (value === undefined || value === '' || value === 'false') return false;
      if (value === 'true') return true;
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
});

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
  /** End-to-end tests only: exposes /api/test/clock to move the server's day. Never in production. */
  testClock?: boolean;
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

/** Parses the environment; throws one readable French/English line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environment.safeParse(env);
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
    testClock: values.TEST_CLOCK === 'on',
    rateLimits: defaultRateLimits,
  };
}
