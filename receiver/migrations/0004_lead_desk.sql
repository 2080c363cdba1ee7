CREATE TABLE `lead_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`at` integer NOT NULL,
	`kind` text NOT NULL,
	`actor_email` text NOT NULL,
	`actor_name` text NOT NULL,
	`detail` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lead_events_lead` ON `lead_events` (`lead_id`);--> statement-breakpoint
ALTER TABLE `leads` ADD `office` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `owner_id` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `closed_reason` text;--> statement-breakpoint
CREATE INDEX `leads_phone` ON `leads` (`phone`);--> statement-breakpoint
CREATE INDEX `leads_office_status` ON `leads` (`office`,`status`);--> statement-breakpoint
CREATE INDEX `leads_owner_received_at` ON `leads` (`owner_id`,`received_at`);