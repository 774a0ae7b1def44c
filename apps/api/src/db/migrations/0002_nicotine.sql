CREATE TABLE "nicotine_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"ml" real NOT NULL,
	"rate" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nicotine_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"start_rate" real NOT NULL,
	"target_rate" real NOT NULL,
	"daily_avg_ml" real NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nicotine_plans_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "nicotine_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"step" integer NOT NULL,
	"rate" real NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"done" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nicotine_logs" ADD CONSTRAINT "nicotine_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nicotine_plans" ADD CONSTRAINT "nicotine_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nicotine_steps" ADD CONSTRAINT "nicotine_steps_plan_id_nicotine_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."nicotine_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nicotine_logs_user_date_key" ON "nicotine_logs" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "nicotine_steps_plan_step_key" ON "nicotine_steps" USING btree ("plan_id","step");