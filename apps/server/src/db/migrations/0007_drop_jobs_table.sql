-- The `jobs` table was a placeholder that nothing ever read or wrote. The job queue is pg-boss, which keeps its
-- own tables in the `pgboss` schema and migrates them itself (decision 006).
DROP TABLE IF EXISTS "jobs" CASCADE;
