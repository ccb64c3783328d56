CREATE TABLE "dealers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"business_name" text NOT NULL,
	"gstin" text NOT NULL,
	"address" text NOT NULL,
	"city_name" text NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "stock_number" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_slug_uq" ON "dealers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_gstin_uq" ON "dealers" USING btree ("gstin");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_seller_stock_number_uq" ON "listings" USING btree ("seller_id","stock_number") WHERE "listings"."stock_number" is not null;