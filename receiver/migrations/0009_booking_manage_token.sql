ALTER TABLE `leads` ADD `manage_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `leads_manage_token_unique` ON `leads` (`manage_token`);