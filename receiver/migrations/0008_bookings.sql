CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`mode` text NOT NULL,
	`office` text,
	`pool` text NOT NULL,
	`start_at` integer NOT NULL,
	`end_at` integer NOT NULL,
	`seat` integer NOT NULL,
	`cancelled_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "bookings_seat_positive" CHECK("bookings"."seat" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_seat` ON `bookings` (`pool`,`start_at`,`seat`) WHERE cancelled_at is null;--> statement-breakpoint
CREATE INDEX `bookings_lead` ON `bookings` (`lead_id`);