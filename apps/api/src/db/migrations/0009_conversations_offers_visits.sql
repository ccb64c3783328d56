CREATE TABLE "conversation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"reporter_user_id" uuid,
	"reporter_role" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolved_about" text,
	"note" text DEFAULT '' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_user_id" uuid,
	"buyer_name" text NOT NULL,
	"buyer_phone" text,
	"buyer_email" text DEFAULT '' NOT NULL,
	"car_title" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_reason" text,
	"seller_phone_shared_at" timestamp (3) with time zone,
	"last_message_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"buyer_unread" integer DEFAULT 0 NOT NULL,
	"seller_unread" integer DEFAULT 0 NOT NULL,
	"buyer_read_at" timestamp (3) with time zone,
	"seller_read_at" timestamp (3) with time zone,
	"buyer_delivered_at" timestamp (3) with time zone,
	"seller_delivered_at" timestamp (3) with time zone,
	"buyer_archived_at" timestamp (3) with time zone,
	"seller_archived_at" timestamp (3) with time zone,
	"buyer_mailed_at" timestamp (3) with time zone,
	"seller_mailed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"sender_user_id" uuid,
	"kind" text DEFAULT 'text' NOT NULL,
	"body" text NOT NULL,
	"inquiry_id" uuid,
	"offer_id" uuid,
	"visit_id" uuid,
	"flagged" boolean DEFAULT false NOT NULL,
	"client_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"made_by" text NOT NULL,
	"amount" integer NOT NULL,
	"asking_price" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"responded_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "visit_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"listing_id" uuid,
	"location" text DEFAULT '' NOT NULL,
	"windows" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_availability_seller_listing_uq" UNIQUE NULLS NOT DISTINCT("seller_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_by" text NOT NULL,
	"from_windows" boolean DEFAULT true NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reason" text,
	"previous_visit_id" uuid,
	"reminded_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_resolved_by_admins_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_availability" ADD CONSTRAINT "visit_availability_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_availability" ADD CONSTRAINT "visit_availability_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_reports_status_idx" ON "conversation_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "conversation_reports_conversation_idx" ON "conversation_reports" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "conversations_seller_activity_idx" ON "conversations" USING btree ("seller_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_buyer_activity_idx" ON "conversations" USING btree ("buyer_user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_listing_idx" ON "conversations" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "conversations_seller_unread_idx" ON "conversations" USING btree ("seller_id") WHERE "conversations"."seller_unread" > 0;--> statement-breakpoint
CREATE INDEX "conversations_buyer_unread_idx" ON "conversations" USING btree ("buyer_user_id") WHERE "conversations"."buyer_unread" > 0;--> statement-breakpoint
CREATE INDEX "conversations_unclaimed_email_idx" ON "conversations" USING btree (lower("buyer_email")) WHERE "conversations"."buyer_user_id" is null;--> statement-breakpoint
CREATE INDEX "conversations_unclaimed_phone_idx" ON "conversations" USING btree ("buyer_phone") WHERE "conversations"."buyer_user_id" is null;--> statement-breakpoint
CREATE INDEX "messages_conversation_seq_idx" ON "messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_key_uq" ON "messages" USING btree ("conversation_id","sender","client_key") WHERE "messages"."client_key" is not null;--> statement-breakpoint
CREATE INDEX "offers_conversation_idx" ON "offers" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_uq" ON "offers" USING btree ("conversation_id") WHERE "offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_seller_slot_uq" ON "visits" USING btree ("seller_id","starts_at") WHERE "visits"."status" in ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX "visits_conversation_idx" ON "visits" USING btree ("conversation_id","starts_at");--> statement-breakpoint
CREATE INDEX "visits_seller_upcoming_idx" ON "visits" USING btree ("seller_id","starts_at");--> statement-breakpoint
CREATE INDEX "visits_buyer_upcoming_idx" ON "visits" USING btree ("buyer_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "inquiries_unclaimed_email_idx" ON "inquiries" USING btree (lower("buyer_email")) WHERE "inquiries"."buyer_user_id" is null;--> statement-breakpoint
CREATE INDEX "inquiries_unclaimed_phone_idx" ON "inquiries" USING btree ("buyer_phone") WHERE "inquiries"."buyer_user_id" is null;
--> statement-breakpoint
-- Issue 21: every inquiry is the first message of a conversation, the seller's answers follow it. A
-- migrated conversation takes its inquiry's id. The seller has read what they answered; the buyer,
-- who had nowhere to read answers before, has not.
INSERT INTO "conversations" ("id", "listing_id", "seller_id", "buyer_user_id", "buyer_name", "buyer_phone", "buyer_email", "car_title", "status", "closed_reason", "last_message_at", "seller_unread", "buyer_unread", "seller_read_at", "created_at")
SELECT i."id", i."listing_id", i."seller_id", i."buyer_user_id", i."buyer_name", i."buyer_phone", i."buyer_email", l."title",
       CASE WHEN l."status" = 'sold' THEN 'closed' ELSE 'open' END,
       CASE WHEN l."status" = 'sold' THEN 'sold' END,
       coalesce((SELECT max(r."created_at") FROM "inquiry_responses" r WHERE r."inquiry_id" = i."id"), i."created_at"),
       CASE WHEN i."status" = 'new' THEN 1 ELSE 0 END,
       (SELECT count(*)::int FROM "inquiry_responses" r WHERE r."inquiry_id" = i."id"),
       CASE WHEN i."status" = 'new' THEN NULL ELSE coalesce(i."responded_at", i."created_at") END,
       i."created_at"
FROM "inquiries" i JOIN "listings" l ON l."id" = i."listing_id";--> statement-breakpoint
INSERT INTO "messages" ("conversation_id", "sender", "sender_user_id", "kind", "body", "inquiry_id", "created_at")
SELECT "id", 'buyer', "buyer_user_id", 'inquiry', "message", "id", "created_at" FROM "inquiries" ORDER BY "created_at";--> statement-breakpoint
INSERT INTO "messages" ("conversation_id", "sender", "sender_user_id", "kind", "body", "inquiry_id", "created_at")
SELECT r."inquiry_id", 'seller', i."seller_id", 'response', r."message", r."inquiry_id", r."created_at"
FROM "inquiry_responses" r JOIN "inquiries" i ON i."id" = r."inquiry_id" ORDER BY r."created_at";
