CREATE TABLE `access_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`action` text NOT NULL,
	`actor` text NOT NULL,
	`rows` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `access_log_at` ON `access_log` (`at`);