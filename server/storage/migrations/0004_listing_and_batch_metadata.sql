ALTER TABLE `batches` ADD `metadata` text;--> statement-breakpoint
ALTER TABLE `batches` ADD `skipped_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `batches` ADD `cancelled_at` text;--> statement-breakpoint
ALTER TABLE `batches` ADD `failed_at` text;--> statement-breakpoint
ALTER TABLE `uploaded_files` ADD `skipped_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `verifications_org_created_idx` ON `verifications` (`organization_id`,`created_at`,`id`);--> statement-breakpoint
-- Batches finished before these columns existed: a cancelled batch was cancelled when it completed, a failed one failed at creation.
UPDATE `batches` SET `cancelled_at` = `completed_at` WHERE `status` = 'cancelled' AND `cancelled_at` IS NULL;--> statement-breakpoint
UPDATE `batches` SET `failed_at` = `created_at` WHERE `status` = 'failed' AND `failed_at` IS NULL;
