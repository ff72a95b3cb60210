DROP INDEX "verifications_cache_idx";--> statement-breakpoint
CREATE INDEX "verifications_cache_idx" ON "verifications" USING btree ("organization_id","cache_key","created_at","id");