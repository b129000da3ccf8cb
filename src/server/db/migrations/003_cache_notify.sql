-- Every statement that changes a table the read cache holds (credentials, current diagrams)
-- notifies channel skyplan_cache with the table's schema, at commit. Each server process
-- listens there and clears its cache (docs/adr/0002-read-cache-coherence.md).
CREATE OR REPLACE FUNCTION skyplan_notify_cache() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  PERFORM pg_notify('skyplan_cache', TG_TABLE_SCHEMA);
  RETURN NULL;
END;
$body$;

CREATE TRIGGER accounts_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION skyplan_notify_cache();
CREATE TRIGGER api_keys_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION skyplan_notify_cache();
CREATE TRIGGER diagrams_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON diagrams
  FOR EACH STATEMENT EXECUTE FUNCTION skyplan_notify_cache();
CREATE TRIGGER versions_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON versions
  FOR EACH STATEMENT EXECUTE FUNCTION skyplan_notify_cache();
