CREATE TABLE "cigarettes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"modele" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "resistances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cig_id" integer NOT NULL,
	"date_installation" date NOT NULL,
	"duree" integer NOT NULL,
	"notifie" boolean DEFAULT true NOT NULL,
	"already_notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resistances_duree_check" CHECK ("resistances"."duree" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "cigarettes" ADD CONSTRAINT "cigarettes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resistances" ADD CONSTRAINT "resistances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resistances" ADD CONSTRAINT "resistances_cig_id_cigarettes_id_fk" FOREIGN KEY ("cig_id") REFERENCES "public"."cigarettes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cigarettes_user_idx" ON "cigarettes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resistances_user_idx" ON "resistances" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resistances_due_idx" ON "resistances" USING btree ("date_installation") WHERE notifie and not already_notified;