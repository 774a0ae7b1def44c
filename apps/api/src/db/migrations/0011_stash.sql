CREATE TABLE "stash_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"aroma_id" integer,
	"pg" smallint,
	"strength" real,
	"volume_ml" double precision NOT NULL,
	"bought_ml" double precision NOT NULL,
	"bottle_ml" real,
	"price_cents" integer,
	"opened_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stash_items_name_check" CHECK (char_length("stash_items"."name") between 1 and 80),
	CONSTRAINT "stash_items_volume_check" CHECK ("stash_items"."volume_ml" >= 0 and "stash_items"."volume_ml" <= 10000),
	CONSTRAINT "stash_items_bought_check" CHECK ("stash_items"."bought_ml" > 0 and "stash_items"."bought_ml" <= 10000),
	CONSTRAINT "stash_items_pg_check" CHECK ("stash_items"."pg" is null or "stash_items"."pg" between 0 and 100),
	CONSTRAINT "stash_items_strength_check" CHECK ("stash_items"."strength" is null or ("stash_items"."strength" > 0 and "stash_items"."strength" <= 1000)),
	CONSTRAINT "stash_items_price_check" CHECK ("stash_items"."price_cents" is null or "stash_items"."price_cents" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "stash_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"ml" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stash_uses_ml_check" CHECK ("stash_uses"."ml" > 0)
);
--> statement-breakpoint
ALTER TABLE "stash_items" ADD CONSTRAINT "stash_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stash_items" ADD CONSTRAINT "stash_items_aroma_id_aromes_id_fk" FOREIGN KEY ("aroma_id") REFERENCES "public"."aromes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stash_uses" ADD CONSTRAINT "stash_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stash_uses" ADD CONSTRAINT "stash_uses_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stash_uses" ADD CONSTRAINT "stash_uses_item_id_stash_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."stash_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stash_items_user_idx" ON "stash_items" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "stash_uses_batch_idx" ON "stash_uses" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "stash_uses_user_idx" ON "stash_uses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stash_uses_item_idx" ON "stash_uses" USING btree ("item_id","id");