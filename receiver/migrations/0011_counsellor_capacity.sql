CREATE TABLE `counsellor_days_off` (
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	PRIMARY KEY(`user_id`, `date`),
	FOREIGN KEY (`user_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `waitlist` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pool` text NOT NULL,
	`email` text NOT NULL,
	`fields` text NOT NULL,
	`state` text DEFAULT 'waiting' NOT NULL,
	`created_at` integer NOT NULL,
	`offered_at` integer,
	`lead_id` integer,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `waitlist_pool_state` ON `waitlist` (`pool`,`state`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_person` ON `waitlist` (`pool`,`email`);--> statement-breakpoint
DROP INDEX `bookings_seat`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `counsellor_id` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `meeting_url` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `held_until` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_counsellor_start` ON `bookings` (`counsellor_id`,`start_at`) WHERE cancelled_at is null and counsellor_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_seat` ON `bookings` (`pool`,`start_at`,`seat`) WHERE cancelled_at is null and counsellor_id is null;--> statement-breakpoint
ALTER TABLE `staff_users` ADD `work_days` text;--> statement-breakpoint
ALTER TABLE `staff_users` ADD `work_start` integer;--> statement-breakpoint
ALTER TABLE `staff_users` ADD `work_end` integer;--> statement-breakpoint
ALTER TABLE `staff_users` ADD `meeting_url` text;--> statement-breakpoint
ALTER TABLE `staff_users` ADD `password_set_at` integer;--> statement-breakpoint
-- Accounts from before: a password was set unless the account still waits on its one-time link.
UPDATE `staff_users` SET `password_set_at` = `created_at` WHERE NOT EXISTS (SELECT 1 FROM `staff_verifications` WHERE `identifier` LIKE 'reset-password:%' AND `value` = `staff_users`.`id`);
