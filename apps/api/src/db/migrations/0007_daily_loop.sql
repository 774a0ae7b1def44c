CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recipe_id" integer,
	"name" text NOT NULL,
	"prepared_on" date NOT NULL,
	"volume_ml" real NOT NULL,
	"nicotine_rate" real NOT NULL,
	"flavour_family" text NOT NULL,
	"ready_on" date NOT NULL,
	"ready_until" date NOT NULL,
	"mode" text,
	"inputs" jsonb,
	"notifie" boolean DEFAULT true NOT NULL,
	"already_notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_name_check" CHECK (char_length("batches"."name") between 1 and 80),
	CONSTRAINT "batches_volume_check" CHECK ("batches"."volume_ml" > 0 and "batches"."volume_ml" <= 10000),
	CONSTRAINT "batches_rate_check" CHECK ("batches"."nicotine_rate" >= 0 and "batches"."nicotine_rate" <= 50),
	CONSTRAINT "batches_ready_check" CHECK ("batches"."ready_until" >= "batches"."ready_on" and "batches"."ready_on" >= "batches"."prepared_on")
);
--> statement-breakpoint
CREATE TABLE "checkin_reminders" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hour" smallint NOT NULL,
	"last_sent_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkin_reminders_hour_check" CHECK ("checkin_reminders"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "spending_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"vaping_since" date,
	"liquid_purchase" jsonb,
	"coil_price_cents" integer,
	"cigarettes_per_day" real,
	"pack_price_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_coil_price_check" CHECK ("spending_profiles"."coil_price_cents" is null or "spending_profiles"."coil_price_cents" between 0 and 100000),
	CONSTRAINT "spending_pack_price_check" CHECK ("spending_profiles"."pack_price_cents" is null or "spending_profiles"."pack_price_cents" between 0 and 100000),
	CONSTRAINT "spending_cigarettes_check" CHECK ("spending_profiles"."cigarettes_per_day" is null or ("spending_profiles"."cigarettes_per_day" >= 0 and "spending_profiles"."cigarettes_per_day" <= 200))
);
--> statement-breakpoint
ALTER TABLE "cigarettes" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "resistances" ADD COLUMN "duree_ml" integer;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_reminders" ADD CONSTRAINT "checkin_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_profiles" ADD CONSTRAINT "spending_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_user_idx" ON "batches" USING btree ("user_id","prepared_on");--> statement-breakpoint
CREATE INDEX "batches_due_idx" ON "batches" USING btree ("ready_on") WHERE notifie and not already_notified;--> statement-breakpoint
CREATE INDEX "checkin_reminders_hour_idx" ON "checkin_reminders" USING btree ("hour");--> statement-breakpoint
ALTER TABLE "resistances" ADD CONSTRAINT "resistances_duree_ml_check" CHECK ("resistances"."duree_ml" is null or "resistances"."duree_ml" between 1 and 2000);