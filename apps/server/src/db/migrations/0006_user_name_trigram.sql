-- users/search (the item list's "user search") matches names with ILIKE '%term%', which no B-tree can serve: at
-- 300,000 users it read the whole table (~250 ms). A trigram index answers terms of three or more characters
-- from the index (~1 ms there); shorter terms still scan.
CREATE INDEX IF NOT EXISTS users_name_trgm_idx ON users USING gin (user_name gin_trgm_ops);
