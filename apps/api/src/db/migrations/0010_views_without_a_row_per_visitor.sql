-- Issue 23: a view no longer leaves a row per listing and visitor forever (migration 0011 keeps the
-- day's viewers and the daily counts); views_count keeps its value.
DROP TABLE "listing_views" CASCADE;