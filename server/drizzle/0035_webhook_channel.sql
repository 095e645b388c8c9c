-- A webhook endpoint may stand for one outside channel (docs/webhooks.md «Endpoints por canal»): it then gets the
-- order events of that channel's orders only. NULL: every order (the restaurant's own software, an aggregator).
ALTER TABLE "webhook_endpoints" ADD COLUMN "canal" text;
