ALTER TABLE `leads` ADD `landing_page` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `referrer` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `form_page` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `utm_campaign` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `utm_term` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `utm_content` text;