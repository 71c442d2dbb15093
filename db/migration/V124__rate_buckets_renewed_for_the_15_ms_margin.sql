-- The rate limiter's least margin went from 40 ms to 15 ms (DD167). A stored bucket keeps the spacing it was made with,
-- so the buckets are dropped and made again with the new spacing on their next use. Safe at any time (DD030): a bucket
-- holds at most one send, so a new one lets one request through, as the old one would have after a quiet moment.
DELETE FROM upstream_rate_bucket;
