CREATE TABLE `idempotency_keys` (
	`key` text PRIMARY KEY NOT NULL,
	`endpoint` text NOT NULL,
	`fingerprint` text NOT NULL,
	`reference` text,
	`held` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`lease_until` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_at` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `readiness` (
	`id` integer PRIMARY KEY NOT NULL,
	`checked_at` integer NOT NULL
);
--> statement-breakpoint
DROP INDEX `leads_idempotency_key_unique`;--> statement-breakpoint
ALTER TABLE `outbox` ADD `kind` text DEFAULT 'lead' NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `dead_at` integer;