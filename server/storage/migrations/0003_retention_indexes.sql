CREATE INDEX `verifications_created_idx` ON `verifications` (`created_at`);--> statement-breakpoint
CREATE INDEX `webhook_events_created_idx` ON `webhook_events` (`created_at`);