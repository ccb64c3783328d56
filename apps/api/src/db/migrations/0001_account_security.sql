CREATE TABLE "admin_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "disabled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "otp_sessions" ADD COLUMN "purpose" text DEFAULT 'sign_in' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_sessions" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_unproven" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
ALTER TABLE "otp_sessions" ADD CONSTRAINT "otp_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An e-mail set through the profile before changes needed a code, and never proven by a sign-in
-- code since: the person who next proves it gets it (issue 10). Accounts that never signed in
-- (seeded) keep the address they were created with.
UPDATE "users" u SET "email_unproven" = true
WHERE u."email" IS NOT NULL AND u."has_signed_in_before"
  AND (u."is_verified" = false OR NOT EXISTS (
    SELECT 1 FROM "otp_sessions" o
    WHERE o."target_type" = 'email' AND o."target" = lower(u."email") AND o."consumed_at" IS NOT NULL));
