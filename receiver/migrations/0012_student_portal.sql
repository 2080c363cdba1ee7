CREATE TABLE `portal_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`user_id` text NOT NULL,
	`access_token` text,
	`refresh_token` text,
	`id_token` text,
	`access_token_expires_at` integer,
	`refresh_token_expires_at` integer,
	`scope` text,
	`password` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `portal_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `portal_accounts_user_id` ON `portal_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `portal_application_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`stage` text NOT NULL,
	`note` text,
	`at` integer NOT NULL,
	`by_name` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `portal_applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `portal_application_changes_application` ON `portal_application_changes` (`application_id`);--> statement-breakpoint
CREATE TABLE `portal_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`student_email` text NOT NULL,
	`university` text NOT NULL,
	`program` text NOT NULL,
	`intake` text NOT NULL,
	`deadline` text,
	`stage` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `portal_applications_student` ON `portal_applications` (`student_email`);--> statement-breakpoint
CREATE TABLE `portal_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`student_email` text NOT NULL,
	`title` text NOT NULL,
	`note` text,
	`origin` text NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `portal_documents_student` ON `portal_documents` (`student_email`);--> statement-breakpoint
CREATE UNIQUE INDEX `portal_documents_student_title` ON `portal_documents` (`student_email`,`title`);--> statement-breakpoint
CREATE TABLE `portal_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` integer NOT NULL,
	`storage_key` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`uploaded_at` integer NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `portal_documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `portal_files_storage_key_unique` ON `portal_files` (`storage_key`);--> statement-breakpoint
CREATE INDEX `portal_files_document` ON `portal_files` (`document_id`);--> statement-breakpoint
CREATE TABLE `portal_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`student_email` text NOT NULL,
	`author` text NOT NULL,
	`author_id` text NOT NULL,
	`author_name` text NOT NULL,
	`text` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `portal_messages_student` ON `portal_messages` (`student_email`,`id`);--> statement-breakpoint
CREATE TABLE `portal_rate_limits` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`count` integer NOT NULL,
	`last_request` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `portal_rate_limits_key_unique` ON `portal_rate_limits` (`key`);--> statement-breakpoint
CREATE TABLE `portal_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL,
	`token` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`user_id` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `portal_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `portal_sessions_token_unique` ON `portal_sessions` (`token`);--> statement-breakpoint
CREATE INDEX `portal_sessions_user_id` ON `portal_sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `portal_users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`image` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`kind` text DEFAULT 'student' NOT NULL,
	`student_id` text,
	`office` text,
	`lead_id` integer,
	`password_set_at` integer,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `portal_users_email_unique` ON `portal_users` (`email`);--> statement-breakpoint
CREATE TABLE `portal_verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`identifier` text NOT NULL,
	`value` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `portal_verifications_identifier` ON `portal_verifications` (`identifier`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `payload` text;--> statement-breakpoint
CREATE INDEX `leads_email_lower` ON `leads` (lower("email"));