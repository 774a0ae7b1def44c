-- Every committed change of a user, a setting, the catalogue or the menu is announced on the channel
-- vapolib_changes, whatever code wrote it (apps/api/src/lib/access-cache.ts keeps what they decide in memory).
-- Until this migration the server installed the same function and triggers at each start: every statement here
-- is one that a database of that release already holds, so it runs there as well as on a new one.
CREATE OR REPLACE FUNCTION vapolib_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if TG_LEVEL = 'STATEMENT' then
    perform pg_notify('vapolib_changes', 'table:' || TG_TABLE_NAME);
  elsif TG_TABLE_NAME = 'users' then
    perform pg_notify('vapolib_changes', 'user:' || (case when TG_OP = 'DELETE' then OLD.id else NEW.id end));
  else
    perform pg_notify('vapolib_changes', 'setting:' || (case when TG_OP = 'DELETE' then OLD.key else NEW.key end));
  end if;
  return null;
end $$;--> statement-breakpoint
-- The start-up installer kept a hash of its definitions here; nothing reads it any more.
COMMENT ON FUNCTION vapolib_notify_change() IS NULL;--> statement-breakpoint
CREATE OR REPLACE TRIGGER users_notify_change AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION vapolib_notify_change();--> statement-breakpoint
CREATE OR REPLACE TRIGGER settings_notify_change AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH ROW EXECUTE FUNCTION vapolib_notify_change();--> statement-breakpoint
CREATE OR REPLACE TRIGGER aromes_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON aromes
  FOR EACH STATEMENT EXECUTE FUNCTION vapolib_notify_change();--> statement-breakpoint
CREATE OR REPLACE TRIGGER menu_links_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_links
  FOR EACH STATEMENT EXECUTE FUNCTION vapolib_notify_change();--> statement-breakpoint
-- Liquid writes are announced by the app after commit (lib/access-cache.ts): a NOTIFY inside the write would make
-- every liquid write wait for the others' commits (PostgreSQL serialises the commits that notify). An older
-- release had a row trigger here.
DROP TRIGGER IF EXISTS eliquides_notify_change ON eliquides;--> statement-breakpoint
CREATE OR REPLACE TRIGGER eliquides_notify_truncate AFTER TRUNCATE ON eliquides
  FOR EACH STATEMENT EXECUTE FUNCTION vapolib_notify_change();
