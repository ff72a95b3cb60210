ALTER TABLE `verifications` ADD `escalation_closed_at` text;--> statement-breakpoint
ALTER TABLE `verifications` ADD `review_decision` text;--> statement-breakpoint
ALTER TABLE `verifications` ADD `review_corrected_verdict` text;--> statement-breakpoint
ALTER TABLE `verifications` ADD `review_note` text;--> statement-breakpoint
ALTER TABLE `verifications` ADD `reviewer` text;--> statement-breakpoint
CREATE INDEX `verifications_created_idx` ON `verifications` (`created_at`);--> statement-breakpoint
CREATE INDEX `verifications_org_escalation_idx` ON `verifications` (`organization_id`,`escalation_id`);--> statement-breakpoint
CREATE INDEX `verifications_escalation_due_idx` ON `verifications` (`escalation_status`,`escalation_deadline`);--> statement-breakpoint
CREATE INDEX `webhook_events_created_idx` ON `webhook_events` (`created_at`);