CREATE TABLE "api_keys" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"organization_id" text COLLATE "C" NOT NULL,
	"prefix" text COLLATE "C" NOT NULL,
	"key_hash" text COLLATE "C" NOT NULL,
	"created_at" text COLLATE "C" NOT NULL,
	"revoked_at" text COLLATE "C"
);
--> statement-breakpoint
CREATE TABLE "batch_items" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"batch_id" text COLLATE "C" NOT NULL,
	"organization_id" text COLLATE "C" NOT NULL,
	"item_index" integer NOT NULL,
	"idempotency_key" text COLLATE "C",
	"content" text COLLATE "C" NOT NULL,
	"item_context" text COLLATE "C",
	"status" text COLLATE "C" NOT NULL,
	"verification_id" text COLLATE "C",
	"verdict" text COLLATE "C",
	"confidence" double precision,
	"decision" text COLLATE "C",
	"cost_cents" double precision DEFAULT 0 NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"processing_time_ms" integer,
	"error_message" text COLLATE "C",
	"retry_count" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" text COLLATE "C",
	"lease_expires_at" text COLLATE "C",
	"created_at" text COLLATE "C" NOT NULL,
	"completed_at" text COLLATE "C"
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"organization_id" text COLLATE "C" NOT NULL,
	"name" text COLLATE "C" NOT NULL,
	"input_format" text COLLATE "C" NOT NULL,
	"original_file_name" text COLLATE "C",
	"file_id" text COLLATE "C",
	"status" text COLLATE "C" NOT NULL,
	"total_items" integer DEFAULT 0 NOT NULL,
	"processed_items" integer DEFAULT 0 NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"methods_config" text COLLATE "C" NOT NULL,
	"options" text COLLATE "C",
	"context" text COLLATE "C",
	"webhook_url" text COLLATE "C",
	"metadata" text COLLATE "C",
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text COLLATE "C",
	"total_cost_cents" double precision DEFAULT 0 NOT NULL,
	"total_input_tokens" integer DEFAULT 0 NOT NULL,
	"total_output_tokens" integer DEFAULT 0 NOT NULL,
	"error_message" text COLLATE "C",
	"validation_errors" text COLLATE "C",
	"created_at" text COLLATE "C" NOT NULL,
	"started_at" text COLLATE "C",
	"completed_at" text COLLATE "C",
	"cancelled_at" text COLLATE "C",
	"failed_at" text COLLATE "C",
	"expires_at" text COLLATE "C" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"organization_id" text COLLATE "C" NOT NULL,
	"operation" text COLLATE "C" NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"fingerprint" text COLLATE "C" NOT NULL,
	"state" text COLLATE "C" NOT NULL,
	"status_code" integer,
	"response_body" text COLLATE "C",
	"response_headers" text COLLATE "C",
	"created_at" text COLLATE "C" NOT NULL,
	"expires_at" text COLLATE "C" NOT NULL,
	CONSTRAINT "idempotency_keys_organization_id_operation_key_pk" PRIMARY KEY("organization_id","operation","key")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"name" text COLLATE "C" NOT NULL,
	"plan" text COLLATE "C" NOT NULL,
	"monthly_limit" integer,
	"rate_limit" integer,
	"webhook_secret" text COLLATE "C" NOT NULL,
	"created_at" text COLLATE "C" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"subject" text COLLATE "C" NOT NULL,
	"window_start" text COLLATE "C" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_windows_subject_window_start_pk" PRIMARY KEY("subject","window_start")
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"organization_id" text COLLATE "C" NOT NULL,
	"original_file_name" text COLLATE "C" NOT NULL,
	"format" text COLLATE "C" NOT NULL,
	"path" text COLLATE "C",
	"content" text COLLATE "C",
	"size_bytes" integer NOT NULL,
	"item_count" integer NOT NULL,
	"validation_errors" text COLLATE "C" NOT NULL,
	"message" text COLLATE "C" NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"created_at" text COLLATE "C" NOT NULL,
	"expires_at" text COLLATE "C" NOT NULL,
	"used_at" text COLLATE "C",
	"used_by_batch_id" text COLLATE "C"
);
--> statement-breakpoint
CREATE TABLE "usage" (
	"organization_id" text COLLATE "C" NOT NULL,
	"month" text COLLATE "C" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_organization_id_month_pk" PRIMARY KEY("organization_id","month")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"organization_id" text COLLATE "C" NOT NULL,
	"status" text COLLATE "C" NOT NULL,
	"content" text COLLATE "C" NOT NULL,
	"methods" text COLLATE "C" NOT NULL,
	"options" text COLLATE "C",
	"context" text COLLATE "C",
	"metadata" text COLLATE "C",
	"webhook_url" text COLLATE "C",
	"cache_key" text COLLATE "C",
	"verdict" text COLLATE "C",
	"confidence" double precision,
	"decision" text COLLATE "C",
	"reasoning" text COLLATE "C",
	"paradigm_results" text COLLATE "C",
	"processing_time_ms" integer,
	"cost_cents" double precision DEFAULT 0 NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"escalation_id" text COLLATE "C",
	"escalation_reason" text COLLATE "C",
	"escalation_priority" text COLLATE "C",
	"escalation_deadline" text COLLATE "C",
	"escalation_status" text COLLATE "C",
	"escalation_closed_at" text COLLATE "C",
	"review_decision" text COLLATE "C",
	"review_corrected_verdict" text COLLATE "C",
	"review_note" text COLLATE "C",
	"reviewer" text COLLATE "C",
	"batch_id" text COLLATE "C",
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" text COLLATE "C",
	"lease_expires_at" text COLLATE "C",
	"last_error" text COLLATE "C",
	"created_at" text COLLATE "C" NOT NULL,
	"completed_at" text COLLATE "C"
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"organization_id" text COLLATE "C" NOT NULL,
	"type" text COLLATE "C" NOT NULL,
	"payload" text COLLATE "C" NOT NULL,
	"url" text COLLATE "C" NOT NULL,
	"status" text COLLATE "C" NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" text COLLATE "C",
	"last_error" text COLLATE "C",
	"last_status_code" integer,
	"subject_id" text COLLATE "C",
	"created_at" text COLLATE "C" NOT NULL,
	"delivered_at" text COLLATE "C"
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_items" ADD CONSTRAINT "batch_items_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_items" ADD CONSTRAINT "batch_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage" ADD CONSTRAINT "usage_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_prefix_idx" ON "api_keys" USING btree ("prefix");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_idx" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_items_position_idx" ON "batch_items" USING btree ("batch_id","item_index");--> statement-breakpoint
CREATE INDEX "batch_items_batch_status_idx" ON "batch_items" USING btree ("batch_id","status");--> statement-breakpoint
CREATE INDEX "batch_items_queue_idx" ON "batch_items" USING btree ("status","lease_expires_at");--> statement-breakpoint
CREATE INDEX "batch_items_claim_order_idx" ON "batch_items" USING btree ("status","created_at","batch_id","item_index");--> statement-breakpoint
CREATE INDEX "batch_items_org_key_idx" ON "batch_items" USING btree ("organization_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "batches_org_created_idx" ON "batches" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "batches_status_idx" ON "batches" USING btree ("status");--> statement-breakpoint
CREATE INDEX "batches_expires_idx" ON "batches" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idempotency_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_windows_start_idx" ON "rate_limit_windows" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "uploaded_files_expires_idx" ON "uploaded_files" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verifications_cache_idx" ON "verifications" USING btree ("organization_id","cache_key","created_at");--> statement-breakpoint
CREATE INDEX "verifications_queue_idx" ON "verifications" USING btree ("status","lease_expires_at");--> statement-breakpoint
CREATE INDEX "verifications_created_idx" ON "verifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verifications_org_escalation_idx" ON "verifications" USING btree ("organization_id","escalation_id");--> statement-breakpoint
CREATE INDEX "verifications_escalation_due_idx" ON "verifications" USING btree ("escalation_status","escalation_deadline");--> statement-breakpoint
CREATE INDEX "verifications_org_created_idx" ON "verifications" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_events_due_idx" ON "webhook_events" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_events_subject_idx" ON "webhook_events" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "webhook_events_created_idx" ON "webhook_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_subject_type_idx" ON "webhook_events" USING btree ("subject_id","type");