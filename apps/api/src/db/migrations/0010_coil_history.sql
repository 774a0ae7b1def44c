CREATE TABLE "coil_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cig_id" integer NOT NULL,
	"installed_on" date NOT NULL,
	"removed_on" date NOT NULL,
	"ml_vaped" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coil_history_dates_check" CHECK ("coil_history"."removed_on" > "coil_history"."installed_on")
);
--> statement-breakpoint
ALTER TABLE "coil_history" ADD CONSTRAINT "coil_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coil_history" ADD CONSTRAINT "coil_history_cig_id_cigarettes_id_fk" FOREIGN KEY ("cig_id") REFERENCES "public"."cigarettes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coil_history_user_idx" ON "coil_history" USING btree ("user_id","cig_id");