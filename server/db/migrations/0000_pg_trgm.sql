-- drizzle-kit never writes CREATE EXTENSION; the trigram indexes of the next migration need it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
