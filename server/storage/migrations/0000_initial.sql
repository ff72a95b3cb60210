CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`prefix` text NOT NULL,
	`key_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `api_keys_prefix_idx` ON `api_keys` (`prefix`);--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash_idx` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE TABLE `batch_items` (
	`id` text PRIMARY KEY NOT NULL,
	`batch_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`item_index` integer NOT NULL,
	`idempotency_key` text,
	`content` text NOT NULL,
	`item_context` text,
	`status` text NOT NULL,
	`verification_id` text,
	`verdict` text,
	`confidence` real,
	`decision` text,
	`cost_cents` real DEFAULT 0 NOT NULL,
	`input_tokens` integer DEFAULT 0 NOT NULL,
	`output_tokens` integer DEFAULT 0 NOT NULL,
	`processing_time_ms` integer,
	`error_message` text,
	`retry_count` integer DEFAULT 0 NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`claimed_at` text,
	`lease_expires_at` text,
	`created_at` text NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`batch_id`) REFERENCES `batches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `batch_items_position_idx` ON `batch_items` (`batch_id`,`item_index`);--> statement-breakpoint
CREATE INDEX `batch_items_batch_status_idx` ON `batch_items` (`batch_id`,`status`);--> statement-breakpoint
CREATE INDEX `batch_items_queue_idx` ON `batch_items` (`status`,`lease_expires_at`);--> statement-breakpoint
CREATE INDEX `batch_items_org_key_idx` ON `batch_items` (`organization_id`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `batches` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`input_format` text NOT NULL,
	`original_file_name` text,
	`file_id` text,
	`status` text NOT NULL,
	`total_items` integer DEFAULT 0 NOT NULL,
	`processed_items` integer DEFAULT 0 NOT NULL,
	`success_count` integer DEFAULT 0 NOT NULL,
	`failure_count` integer DEFAULT 0 NOT NULL,
	`methods_config` text NOT NULL,
	`options` text,
	`context` text,
	`webhook_url` text,
	`idempotency_key` text,
	`total_cost_cents` real DEFAULT 0 NOT NULL,
	`total_input_tokens` integer DEFAULT 0 NOT NULL,
	`total_output_tokens` integer DEFAULT 0 NOT NULL,
	`error_message` text,
	`validation_errors` text,
	`created_at` text NOT NULL,
	`started_at` text,
	`completed_at` text,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `batches_org_created_idx` ON `batches` (`organization_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `batches_status_idx` ON `batches` (`status`);--> statement-breakpoint
CREATE INDEX `batches_expires_idx` ON `batches` (`expires_at`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`organization_id` text NOT NULL,
	`operation` text NOT NULL,
	`key` text NOT NULL,
	`fingerprint` text NOT NULL,
	`state` text NOT NULL,
	`status_code` integer,
	`response_body` text,
	`response_headers` text,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	PRIMARY KEY(`organization_id`, `operation`, `key`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `idempotency_expires_idx` ON `idempotency_keys` (`expires_at`);--> statement-breakpoint
CREATE TABLE `organizations` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`plan` text NOT NULL,
	`monthly_limit` integer,
	`rate_limit` integer,
	`webhook_secret` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `uploaded_files` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`original_file_name` text NOT NULL,
	`format` text NOT NULL,
	`path` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`item_count` integer NOT NULL,
	`validation_errors` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`used_by_batch_id` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `uploaded_files_expires_idx` ON `uploaded_files` (`expires_at`);--> statement-breakpoint
CREATE TABLE `usage` (
	`organization_id` text NOT NULL,
	`month` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`organization_id`, `month`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`status` text NOT NULL,
	`content` text NOT NULL,
	`methods` text NOT NULL,
	`options` text,
	`context` text,
	`metadata` text,
	`webhook_url` text,
	`cache_key` text,
	`verdict` text,
	`confidence` real,
	`decision` text,
	`reasoning` text,
	`paradigm_results` text,
	`processing_time_ms` integer,
	`cost_cents` real DEFAULT 0 NOT NULL,
	`input_tokens` integer DEFAULT 0 NOT NULL,
	`output_tokens` integer DEFAULT 0 NOT NULL,
	`escalation_id` text,
	`escalation_reason` text,
	`escalation_priority` text,
	`escalation_deadline` text,
	`escalation_status` text,
	`batch_id` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`claimed_at` text,
	`lease_expires_at` text,
	`last_error` text,
	`created_at` text NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `verifications_cache_idx` ON `verifications` (`organization_id`,`cache_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `verifications_queue_idx` ON `verifications` (`status`,`lease_expires_at`);--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`url` text NOT NULL,
	`status` text NOT NULL,
	`attempt_count` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text,
	`last_error` text,
	`last_status_code` integer,
	`subject_id` text,
	`created_at` text NOT NULL,
	`delivered_at` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_events_due_idx` ON `webhook_events` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `webhook_events_subject_idx` ON `webhook_events` (`subject_id`);