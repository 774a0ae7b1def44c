CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "aromes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"search_name" text NOT NULL,
	"image_url" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aromes_status_check" CHECK ("aromes"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "eliquides" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"arome_id" integer NOT NULL,
	"rating" real NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eliquides_rating_check" CHECK ("eliquides"."rating" >= 0 and "eliquides"."rating" <= 5)
);
--> statement-breakpoint
ALTER TABLE "eliquides" ADD CONSTRAINT "eliquides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eliquides" ADD CONSTRAINT "eliquides_arome_id_aromes_id_fk" FOREIGN KEY ("arome_id") REFERENCES "public"."aromes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aromes_brand_search_name_key" ON "aromes" USING btree ("brand","search_name");--> statement-breakpoint
CREATE INDEX "aromes_search_name_trgm" ON "aromes" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "aromes_brand_idx" ON "aromes" USING btree ("brand");--> statement-breakpoint
CREATE UNIQUE INDEX "eliquides_user_arome_key" ON "eliquides" USING btree ("user_id","arome_id");--> statement-breakpoint
CREATE INDEX "eliquides_arome_idx" ON "eliquides" USING btree ("arome_id");