ALTER TABLE `leads` ADD `preferred_day` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `preferred_time` text;