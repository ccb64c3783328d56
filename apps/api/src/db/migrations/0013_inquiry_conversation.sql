ALTER TABLE "inquiries" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
-- Issue 21: an inquiry names the conversation it is a message of (its 'inquiry' message says which).
UPDATE "inquiries" i SET "conversation_id" = m."conversation_id"
FROM "messages" m WHERE m."inquiry_id" = i."id" AND m."kind" = 'inquiry';
