ALTER TABLE `leads` ADD `response_due_at` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `first_response_at` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `overdue_alerted_at` integer;--> statement-breakpoint
CREATE INDEX `leads_status_due` ON `leads` (`status`,`response_due_at`);