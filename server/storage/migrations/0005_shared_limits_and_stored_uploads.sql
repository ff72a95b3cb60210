CREATE TABLE `rate_limit_windows` (
	`subject` text NOT NULL,
	`window_start` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`subject`, `window_start`)
);
--> statement-breakpoint
CREATE INDEX `rate_limit_windows_start_idx` ON `rate_limit_windows` (`window_start`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_uploaded_files` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`original_file_name` text NOT NULL,
	`format` text NOT NULL,
	`path` text,
	`content` text,
	`size_bytes` integer NOT NULL,
	`item_count` integer NOT NULL,
	`validation_errors` text NOT NULL,
	`message` text NOT NULL,
	`skipped_count` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`used_by_batch_id` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_uploaded_files`("id", "organization_id", "original_file_name", "format", "path", "content", "size_bytes", "item_count", "validation_errors", "message", "skipped_count", "created_at", "expires_at", "used_at", "used_by_batch_id") SELECT "id", "organization_id", "original_file_name", "format", "path", NULL, "size_bytes", "item_count", "validation_errors", "message", "skipped_count", "created_at", "expires_at", "used_at", "used_by_batch_id" FROM `uploaded_files`;--> statement-breakpoint
DROP TABLE `uploaded_files`;--> statement-breakpoint
ALTER TABLE `__new_uploaded_files` RENAME TO `uploaded_files`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `uploaded_files_expires_idx` ON `uploaded_files` (`expires_at`);