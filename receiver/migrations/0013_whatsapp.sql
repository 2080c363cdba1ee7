CREATE TABLE `whatsapp_contacts` (
	`wa_id` text PRIMARY KEY NOT NULL,
	`opted_in_at` integer,
	`opt_in_page` text,
	`opted_out_at` integer,
	`last_inbound_at` integer
);
--> statement-breakpoint
CREATE TABLE `whatsapp_statuses` (
	`message_id` text PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`rank` integer NOT NULL,
	`error` text,
	`at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `leads` ADD `whatsapp_opt_in` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `wa_id` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `whatsapp_waiting_since` integer;--> statement-breakpoint
CREATE INDEX `leads_wa_id` ON `leads` (`wa_id`);--> statement-breakpoint
CREATE INDEX `leads_whatsapp_waiting` ON `leads` (`whatsapp_waiting_since`);--> statement-breakpoint
ALTER TABLE `portal_messages` ADD `channel` text DEFAULT 'portal' NOT NULL;--> statement-breakpoint
ALTER TABLE `portal_messages` ADD `whatsapp_id` text;--> statement-breakpoint
ALTER TABLE `portal_messages` ADD `media_type` text;--> statement-breakpoint
ALTER TABLE `portal_messages` ADD `send_error` text;--> statement-breakpoint
ALTER TABLE `portal_messages` ADD `lead_id` integer;--> statement-breakpoint
ALTER TABLE `portal_messages` ADD `emailed` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `portal_messages_whatsapp_id_unique` ON `portal_messages` (`whatsapp_id`);