CREATE TABLE "alert_mail_opt_outs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"price_drop_mails_off" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_drop_alerts" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_drop_alerts_user_id_listing_id_price_pk" PRIMARY KEY("user_id","listing_id","price")
);
--> statement-breakpoint
CREATE TABLE "saved_search_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"reason" text NOT NULL,
	"frequency" text NOT NULL,
	"sent_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_min_price" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_max_price" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_mail_opt_outs" ADD CONSTRAINT "alert_mail_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_drop_alerts" ADD CONSTRAINT "price_drop_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_drop_alerts" ADD CONSTRAINT "price_drop_alerts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_alerts_once_uq" ON "saved_search_alerts" USING btree ("saved_search_id","listing_id","price");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_digest_idx" ON "saved_search_alerts" USING btree ("frequency","user_id") WHERE "saved_search_alerts"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "favorites_listing_idx" ON "favorites" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "saved_searches_alert_match_idx" ON "saved_searches" USING btree ("match_key") WHERE "saved_searches"."notifications_enabled";--> statement-breakpoint
-- Existing saved searches get their match columns as saved-searches/match-keys.ts computes them.
CREATE FUNCTION pg_temp.alert_key_part(dim text, v text) RETURNS text LANGUAGE sql IMMUTABLE AS
$$ SELECT CASE WHEN v IS NULL OR v = '' THEN NULL ELSE dim || '=' || replace(replace(v, '\', '\\'), '|', '\|') END $$;--> statement-breakpoint
UPDATE "saved_searches" SET
  "match_key" = concat_ws('|',
    pg_temp.alert_key_part('b', lower(search_filters->>'brand')),
    pg_temp.alert_key_part('c', lower(search_filters->>'city')),
    pg_temp.alert_key_part('f', search_filters->>'fuelType'),
    pg_temp.alert_key_part('t', search_filters->>'transmission'),
    pg_temp.alert_key_part('y', search_filters->>'year')),
  "match_min_price" = CASE WHEN search_filters ? 'minPrice' THEN least(greatest(ceil((search_filters->>'minPrice')::numeric), 0), 2147483647)::int END,
  "match_max_price" = CASE WHEN search_filters ? 'maxPrice' THEN least(greatest(floor((search_filters->>'maxPrice')::numeric), 0), 2147483647)::int END,
  "match_terms" = coalesce(array(SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(search_filters->>'search', '')), '\s+') w WHERE w <> ''), '{}');
