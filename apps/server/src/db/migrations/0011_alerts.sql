-- Alerts (issue 12): how many listings a saved search matched, and ids made in SQL for the fan-out of a new
-- listing, which inserts its notifications in one statement.
ALTER TABLE "saved_searches" ADD COLUMN "match_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- lib/ids.ts's format: `<prefix>_` + 16 characters of its base-32 alphabet, each from 5 random bits. The bits come
-- from two random UUIDs, skipping bytes 6-8 of the first (its version and variant bits).
CREATE OR REPLACE FUNCTION wd_new_id(prefix text) RETURNS text
LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT prefix || '_' || string_agg(substr('0123456789abcdefghjkmnpqrstvwxyz', (get_byte(r.b, x.p) & 31) + 1, 1), '' ORDER BY x.o)
  FROM (SELECT uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) AS b) r,
       unnest(ARRAY[0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]) WITH ORDINALITY AS x(p, o)
$$;
