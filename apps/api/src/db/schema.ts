import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    nom: text('nom').notNull(),
    prenom: text('prenom').notNull(),
    dateNais: date('date_nais', { mode: 'string' }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    /** Bumped when the password or the role changes, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_role_check', sql`${table.role} in ('admin', 'user')`)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/** Small key/value store for instance-wide state: generated secrets, maintenance mode. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const menuLinks = pgTable(
  'menu_links',
  {
    id: serial('id').primaryKey(),
    order: integer('order').notNull().default(0),
    icon: text('icon').notNull().default('link'),
    label: text('label').notNull(),
    path: text('path').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('menu_links_order_idx').on(table.order)],
);

/** Fixed-window counters shared by every server instance (login and forgot-password limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Tokens signed out one by one (logout on one device), by SHA-256; kept until the token would have expired. */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_sessions_expires_idx').on(table.expiresAt)],
);

/** The catalogue of flavour concentrates. status: 1 active, 2 inactive (hidden from search). */
export const aromes = pgTable(
  'aromes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    /** The name lower-cased without accents, so "creme" finds "Crème"; trigram-indexed. */
    searchName: text('search_name').notNull(),
    imageUrl: text('image_url'),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('aromes_brand_search_name_key').on(table.brand, table.searchName),
    index('aromes_search_name_trgm').using('gin', table.searchName.op('gin_trgm_ops')),
    index('aromes_brand_idx').on(table.brand),
    check('aromes_status_check', sql`${table.status} in (1, 2)`),
  ],
);

/** A user's rated liquid: one per user and aroma. */
export const eliquides = pgTable(
  'eliquides',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aromeId: integer('arome_id')
      .notNull()
      .references(() => aromes.id, { onDelete: 'restrict' }),
    rating: real('rating').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('eliquides_user_arome_key').on(table.userId, table.aromeId),
    index('eliquides_arome_idx').on(table.aromeId),
    check('eliquides_rating_check', sql`${table.rating} >= 0 and ${table.rating} <= 5`),
  ],
);

/** One reduction plan per user. */
export const nicotinePlans = pgTable('nicotine_plans', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  startRate: real('start_rate').notNull(),
  targetRate: real('target_rate').notNull(),
  dailyAvgMl: real('daily_avg_ml').notNull(),
  mode: text('mode', { enum: ['lent', 'normal', 'rapide'] }).notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const nicotineSteps = pgTable(
  'nicotine_steps',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => nicotinePlans.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    rate: real('rate').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    end: date('end', { mode: 'string' }).notNull(),
    done: boolean('done').notNull().default(false),
  },
  (table) => [uniqueIndex('nicotine_steps_plan_step_key').on(table.planId, table.step)],
);

/** One log per user and day; logging the same day again updates it. */
export const nicotineLogs = pgTable(
  'nicotine_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    ml: real('ml').notNull(),
    rate: real('rate').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('nicotine_logs_user_date_key').on(table.userId, table.date)],
);

/** A user's device (the spec's "cigarette"). */
export const cigarettes = pgTable(
  'cigarettes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modele: text('modele').notNull(),
    /** Kind of device (pod, clearomiseur, reconstructible…), used to suggest a coil life in mL; null: not said. */
    kind: text('kind'),
    createdAt: createdAt(),
  },
  (table) => [index('cigarettes_user_idx').on(table.userId)],
);

/** A coil fitted in a device; deleting the device deletes its coils. */
export const resistances = pgTable(
  'resistances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cigId: integer('cig_id')
      .notNull()
      .references(() => cigarettes.id, { onDelete: 'cascade' }),
    dateInstallation: date('date_installation', { mode: 'string' }).notNull(),
    duree: integer('duree').notNull(),
    /** Optional life in mL vaped since installation (from the daily logs); the earlier of the two ends it. */
    dureeMl: integer('duree_ml'),
    notifie: boolean('notifie').notNull().default(true),
    alreadyNotified: boolean('already_notified').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('resistances_user_idx').on(table.userId),
    index('resistances_due_idx').on(table.dateInstallation).where(sql`notifie and not already_notified`),
    check('resistances_duree_check', sql`${table.duree} between 1 and 365`),
    check('resistances_duree_ml_check', sql`${table.dureeMl} is null or ${table.dureeMl} between 1 and 2000`),
  ],
);

/**
 * A coil that « Changer » replaced: when it was installed and removed, and the mL vaped on it (its share of the
 * daily logs after its installation day up to its removal day), so the user sees how long their coils last.
 */
export const coilHistory = pgTable(
  'coil_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cigId: integer('cig_id')
      .notNull()
      .references(() => cigarettes.id, { onDelete: 'cascade' }),
    installedOn: date('installed_on', { mode: 'string' }).notNull(),
    removedOn: date('removed_on', { mode: 'string' }).notNull(),
    mlVaped: real('ml_vaped').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('coil_history_user_idx').on(table.userId, table.cigId),
    check('coil_history_dates_check', sql`${table.removedOn} > ${table.installedOn}`),
  ],
);

/** A browser where the user accepted notifications. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** A calculator recipe saved by a user: the mode and its inputs, as the calculator's URL holds them. */
export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode', { enum: ['quick', 'precise', 'shortfill'] }).notNull(),
    inputs: jsonb('inputs').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recipes_user_idx').on(table.userId),
    check('recipes_name_check', sql`char_length(${table.name}) between 1 and 80`),
    check('recipes_mode_check', sql`${table.mode} in ('quick', 'precise', 'shortfill')`),
  ],
);

/**
 * What a user pays for vaping and, optionally, what they smoked before: the source of « Mes économies ».
 * Prices are in cents. `liquidPurchase` is the contract's shape (bought bottles or home mixing ingredients).
 */
export const spendingProfiles = pgTable(
  'spending_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    vapingSince: date('vaping_since', { mode: 'string' }),
    liquidPurchase: jsonb('liquid_purchase'),
    coilPriceCents: integer('coil_price_cents'),
    cigarettesPerDay: real('cigarettes_per_day'),
    packPriceCents: integer('pack_price_cents'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'spending_coil_price_check',
      sql`${table.coilPriceCents} is null or ${table.coilPriceCents} between 0 and 100000`,
    ),
    check(
      'spending_pack_price_check',
      sql`${table.packPriceCents} is null or ${table.packPriceCents} between 0 and 100000`,
    ),
    check(
      'spending_cigarettes_check',
      sql`${table.cigarettesPerDay} is null or (${table.cigarettesPerDay} >= 0 and ${table.cigarettesPerDay} <= 200)`,
    ),
  ],
);

/** A liquid the user mixed (« J'ai préparé ce mélange »), steeping until `readyOn`. */
export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The saved recipe it came from, if any; deleting the recipe keeps the batch. */
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    /** The plan's step it was mixed for (« Le flacon de la prochaine étape »); a plan deleted keeps the batch. */
    stepId: integer('step_id').references(() => nicotineSteps.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    preparedOn: date('prepared_on', { mode: 'string' }).notNull(),
    volumeMl: real('volume_ml').notNull(),
    nicotineRate: real('nicotine_rate').notNull(),
    flavourFamily: text('flavour_family').notNull(),
    /** First day the guide says it is ready (its range's low end); `readyUntil` its high end. */
    readyOn: date('ready_on', { mode: 'string' }).notNull(),
    readyUntil: date('ready_until', { mode: 'string' }).notNull(),
    /** The calculator's mode and inputs when it was made, so it can be opened again. */
    mode: text('mode', { enum: ['quick', 'precise', 'shortfill'] }),
    inputs: jsonb('inputs'),
    notifie: boolean('notifie').notNull().default(true),
    alreadyNotified: boolean('already_notified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('batches_user_idx').on(table.userId, table.preparedOn),
    index('batches_step_idx').on(table.stepId),
    index('batches_due_idx').on(table.readyOn).where(sql`notifie and not already_notified`),
    check('batches_name_check', sql`char_length(${table.name}) between 1 and 80`),
    check('batches_volume_check', sql`${table.volumeMl} > 0 and ${table.volumeMl} <= 10000`),
    check('batches_rate_check', sql`${table.nicotineRate} >= 0 and ${table.nicotineRate} <= 50`),
    check(
      'batches_ready_check',
      sql`${table.readyUntil} >= ${table.readyOn} and ${table.readyOn} >= ${table.preparedOn}`,
    ),
  ],
);

/** « Mon stock »: the bottles on a user's shelf (bases, nicotine boosters, aromas), in mL left. */
export const stashItems = pgTable(
  'stash_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['base', 'booster', 'aroma'] }).notNull(),
    name: text('name').notNull(),
    /** The catalogue's aroma it is, if picked there; the name stays if the catalogue loses it. */
    aromaId: integer('aroma_id').references(() => aromes.id, { onDelete: 'set null' }),
    /** PG percent of a base or a booster. */
    pg: smallint('pg'),
    /** mg/mL of a booster. */
    strength: real('strength'),
    /** mL left; only ever changed by `volume_ml = volume_ml ± x` (no lost update between two devices). */
    volumeMl: doublePrecision('volume_ml').notNull(),
    /** mL bought (the bottle's content when added), for the price per mL. */
    boughtMl: doublePrecision('bought_ml').notNull(),
    /** A booster's bottle size, mL. */
    bottleMl: real('bottle_ml'),
    priceCents: integer('price_cents'),
    openedOn: date('opened_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stash_items_user_idx').on(table.userId, table.kind),
    check('stash_items_name_check', sql`char_length(${table.name}) between 1 and 80`),
    check('stash_items_volume_check', sql`${table.volumeMl} >= 0 and ${table.volumeMl} <= 10000`),
    check('stash_items_bought_check', sql`${table.boughtMl} > 0 and ${table.boughtMl} <= 10000`),
    check('stash_items_pg_check', sql`${table.pg} is null or ${table.pg} between 0 and 100`),
    check(
      'stash_items_strength_check',
      sql`${table.strength} is null or (${table.strength} > 0 and ${table.strength} <= 1000)`,
    ),
    check(
      'stash_items_price_check',
      sql`${table.priceCents} is null or ${table.priceCents} between 0 and 100000`,
    ),
  ],
);

/** What a batch took from the shelf, so deleting it the same day gives back exactly that. */
export const stashUses = pgTable(
  'stash_uses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => stashItems.id, { onDelete: 'cascade' }),
    ml: doublePrecision('ml').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('stash_uses_batch_idx').on(table.batchId),
    index('stash_uses_user_idx').on(table.userId),
    index('stash_uses_item_idx').on(table.itemId, table.id),
    check('stash_uses_ml_check', sql`${table.ml} > 0`),
  ],
);

/** The optional daily check-in reminder: present means on, at `hour` (Europe/Paris), sent once a day at most. */
export const checkinReminders = pgTable(
  'checkin_reminders',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    hour: smallint('hour').notNull(),
    /** Paris day of the last reminder sent (or skipped because that day had a log). */
    lastSentOn: date('last_sent_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('checkin_reminders_hour_idx').on(table.hour),
    check('checkin_reminders_hour_check', sql`${table.hour} between 0 and 23`),
  ],
);

/** A craving (« envie ») the user logged: its intensity, what set it off, what helped, whether they smoked. */
export const cravings = pgTable(
  'cravings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    intensity: smallint('intensity').notNull(),
    trigger: text('trigger'),
    triggerOther: text('trigger_other'),
    helped: text('helped').array().notNull().default(sql`'{}'::text[]`),
    smoked: boolean('smoked').notNull().default(false),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('cravings_user_at_idx').on(table.userId, table.at),
    check('cravings_intensity_check', sql`${table.intensity} between 1 and 5`),
    check('cravings_note_check', sql`${table.note} is null or char_length(${table.note}) <= 500`),
    check(
      'cravings_trigger_other_check',
      sql`${table.triggerOther} is null or char_length(${table.triggerOther}) <= 100`,
    ),
  ],
);

/** A slip (« J'ai fumé »): counted, never a reset of the plan, the series or the badges. */
export const slips = pgTable(
  'slips',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    count: smallint('count').notNull(),
    trigger: text('trigger'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('slips_user_at_idx').on(table.userId, table.at),
    check('slips_count_check', sql`${table.count} between 1 and 100`),
    check('slips_note_check', sql`${table.note} is null or char_length(${table.note}) <= 500`),
  ],
);

/** The smoke-free clock: the last cigarette, when the user has given it (someone who still smokes has none). */
export const smokeFreeClocks = pgTable('smoke_free_clocks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastCigaretteAt: timestamp('last_cigarette_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Answers already given to a write carrying an Idempotency-Key, so a replay (offline outbox) changes nothing. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
