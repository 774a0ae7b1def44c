ALTER TABLE "batches" ADD COLUMN "step_id" integer;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_step_id_nicotine_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."nicotine_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_step_idx" ON "batches" USING btree ("step_id");