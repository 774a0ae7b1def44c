CREATE TABLE "cravings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"intensity" smallint NOT NULL,
	"trigger" text,
	"trigger_other" text,
	"helped" text[] DEFAULT '{}'::text[] NOT NULL,
	"smoked" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cravings_intensity_check" CHECK ("cravings"."intensity" between 1 and 5),
	CONSTRAINT "cravings_note_check" CHECK ("cravings"."note" is null or char_length("cravings"."note") <= 500),
	CONSTRAINT "cravings_trigger_other_check" CHECK ("cravings"."trigger_other" is null or char_length("cravings"."trigger_other") <= 100)
);
--> statement-breakpoint
CREATE TABLE "slips" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"count" smallint NOT NULL,
	"trigger" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slips_count_check" CHECK ("slips"."count" between 1 and 100),
	CONSTRAINT "slips_note_check" CHECK ("slips"."note" is null or char_length("slips"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "smoke_free_clocks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_cigarette_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cravings" ADD CONSTRAINT "cravings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slips" ADD CONSTRAINT "slips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smoke_free_clocks" ADD CONSTRAINT "smoke_free_clocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cravings_user_at_idx" ON "cravings" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "slips_user_at_idx" ON "slips" USING btree ("user_id","at");